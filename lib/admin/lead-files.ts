import 'server-only';
import { getDb } from '@/lib/db/client';
import type { LeadType } from '@/lib/db/schema';
import { applicationExists, findResume, resumeResponse } from '@/lib/leads/resume-download';
import { writeAudit } from '@/lib/audit/audit-log';
import { auditActor, type AdminContext } from '@/lib/admin/guard';
import { HttpError } from '@/lib/http/errors';
import { toCsv } from '@/lib/admin/csv';
import { exportFields } from '@/lib/admin/lead-columns';
import { leadFiltersSchema } from '@/lib/admin/lead-filters';
import { selectLeadRows } from '@/lib/admin/leads-inbox';
import { parseQuery } from '@/lib/admin/query';

/**
 * An applicant's resume as an attachment (admin only), with the download headers that keep a
 * browser from rendering or sniffing it.
 */
export async function adminResumeDownload(admin: AdminContext, applicationId: string) {
  const resume = await findResume(getDb(), applicationId);
  if (!resume) {
    // The retention policy drops resume files but keeps their applications.
    const kept = await applicationExists(getDb(), applicationId);
    throw kept
      ? new HttpError('gone', 'This resume was deleted by the resume retention setting.')
      : new HttpError('not_found', 'That application has no stored resume.');
  }
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'lead.resume-download',
    target: applicationId,
  });
  return resumeResponse(resume);
}

const EXPORT_LIMIT = 100_000;

/** One form's leads as CSV (admin only; the inbox's status, date and text filters apply). */
export async function adminExportLeads(
  admin: AdminContext,
  type: LeadType,
  query: URLSearchParams,
): Promise<{ fileName: string; csv: string }> {
  const filters = parseQuery(leadFiltersSchema, { ...Object.fromEntries(query), form: type });
  const rows = await selectLeadRows(type, filters, EXPORT_LIMIT);
  await writeAudit(getDb(), {
    actor: auditActor(admin),
    action: 'lead.export',
    target: type,
    details: { rows: rows.length },
  });
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `${type}-leads-${day}.csv`, csv: toCsv(exportFields(type), rows) };
}
