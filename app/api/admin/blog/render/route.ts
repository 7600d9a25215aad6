import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminRenderBody, RENDER_REQUEST_LIMIT } from '@/lib/admin/blog-editor';

/** The editor's live preview: `{ body }` rendered as the public article renders it, `{ html }`. */
export const POST = adminRoute(async (request, { admin }) =>
  jsonNoStore(adminRenderBody(admin, await readJsonBody(request, RENDER_REQUEST_LIMIT))),
);
