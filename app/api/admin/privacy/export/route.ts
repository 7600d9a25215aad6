import { adminRoute } from '@/lib/admin/http';
import { readJsonBody } from '@/lib/http/read-body';
import { adminPrivacyExport } from '@/lib/admin/privacy-requests';

/**
 * `{ email }` in, a JSON attachment out. POST, so the address travels in the body and never
 * appears in an access log's URL.
 */
export const POST = adminRoute(async (request, { admin }) => {
  const { fileName, document } = await adminPrivacyExport(admin, await readJsonBody(request));
  return new Response(JSON.stringify(document, null, 2), {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
