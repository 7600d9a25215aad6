import { csvDownload } from '@/lib/admin/csv';
import { adminRoute } from '@/lib/admin/http';
import { adminExportConsent } from '@/lib/admin/consent-export';

/** CSV of every consent decision (UTF-8 with BOM, formula-safe cells), streamed. */
export const GET = adminRoute(async (request, { admin }) => {
  const { fileName, stream } = await adminExportConsent(admin);
  return csvDownload(fileName, stream);
});
