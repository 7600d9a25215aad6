import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { writeAudit } from '@/lib/audit/audit-log';
import { getDb } from '@/lib/db/client';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { neutralizeFormula } from '@/lib/admin/csv';
import {
  consentRecordsAfter,
  countConsentRecords,
  type ConsentRecordRow,
} from '@/lib/consent/consent-log';

/** The export's columns, in order; the consent id is the key a visitor's request can cite. */
const COLUMNS: { label: string; cell: (row: ConsentRecordRow) => string }[] = [
  { label: 'Decided at (UTC)', cell: (row) => row.decidedAt.toISOString() },
  { label: 'Consent ID', cell: (row) => row.consentId },
  { label: 'Action', cell: (row) => row.action },
  { label: 'Analytics', cell: (row) => String(row.analytics) },
  { label: 'Marketing', cell: (row) => String(row.marketing) },
  // The page reports the signal; the server cannot verify it, and the column says so.
  { label: 'GPC (reported by browser)', cell: (row) => String(row.gpc) },
  { label: 'Mode', cell: (row) => row.mode },
  { label: 'Policy version', cell: (row) => row.policyVersion },
  { label: 'Browser', cell: (row) => row.browserFamily ?? '' },
];

/** Rows read per database query: the log can grow without bound, so it is sent page by page. */
const BATCH = 1_000;

/** CSV lines as the leads export writes them: CRLF, RFC 4180 quoting, formula-safe cells. */
function csvLines(records: string[][]): string {
  return stringify(
    records.map((record) => record.map(neutralizeFormula)),
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}

/**
 * Every consent decision as a streamed CSV (admin only, audited): a byte-order mark and the
 * header first, then the log in recording order, read in pages so memory stays flat however
 * long the log is.
 */
export async function adminExportConsent(
  admin: AdminContext,
): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  const db = getDb();
  await writeAudit(db, {
    actor: auditActor(admin),
    action: 'consent.export',
    details: { rows: await countConsentRecords(db) },
  });
  const encoder = new TextEncoder();
  let afterId = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\ufeff${csvLines([COLUMNS.map((c) => c.label)])}`));
    },
    async pull(controller) {
      const rows = await consentRecordsAfter(db, afterId, BATCH);
      if (rows.length > 0) {
        afterId = rows.at(-1)?.id ?? afterId;
        controller.enqueue(
          encoder.encode(csvLines(rows.map((r) => COLUMNS.map((c) => c.cell(r))))),
        );
      }
      if (rows.length < BATCH) controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `consent-log-${day}.csv`, stream };
}
