import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { attachmentDisposition } from '@/lib/leads/resume-download';

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a formula-looking cell with an apostrophe, so spreadsheets show it as text. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

interface CsvColumn {
  key: string;
  label: string;
}

/**
 * CSV of the rows: UTF-8 with a byte-order mark (so spreadsheets detect the encoding), a header
 * row, RFC 4180 quoting, and every cell neutralized against formula injection.
 */
export function toCsv(
  columns: readonly CsvColumn[],
  rows: readonly Record<string, unknown>[],
): string {
  const records = rows.map((row) =>
    columns.map((column) => neutralizeFormula(cellText(row[column.key]))),
  );
  return stringify(records, {
    bom: true,
    header: true,
    columns: columns.map((column) => neutralizeFormula(column.label)),
    record_delimiter: 'windows',
    // csv-stringify quotes only the record delimiter itself; a lone LF or CR inside a message
    // must be quoted too, or spreadsheets would start a new row there.
    quoted_match: /[\r\n]/,
  });
}

/** A CSV file download for the admin: an attachment, never sniffed, never kept by a cache. */
export function csvDownload(fileName: string, body: BodyInit): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}
