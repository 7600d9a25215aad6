import { csvDownload } from '@/lib/admin/csv';
import { adminRoute } from '@/lib/admin/http';
import { adminExportLeads } from '@/lib/admin/lead-files';
import { parseLeadType } from '@/lib/admin/leads-inbox';

type Params = { type: string };

/** CSV export of one form's leads (UTF-8 with BOM, formula-safe cells). */
export const GET = adminRoute<Params>(async (request, { params, admin }) => {
  const { type } = await params;
  const { fileName, csv } = await adminExportLeads(
    admin,
    parseLeadType(type),
    new URL(request.url).searchParams,
  );
  return csvDownload(fileName, csv);
});
