import { attachmentDisposition } from '@/lib/leads/resume-download';
import { adminRoute } from '@/lib/admin/http';
import { adminExportConsent } from '@/lib/admin/consent-export';

/** CSV of every consent decision (UTF-8 with BOM, formula-safe cells), streamed. */
export const GET = adminRoute(async (request, { admin }) => {
  const { fileName, stream } = await adminExportConsent(admin);
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
});
