import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminSetJobActive } from '@/lib/admin/jobs';

/** `{ isActive }`: shows or hides the posting on the careers page. */
export const PUT = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminSetJobActive(admin, id, await readJsonBody(request)));
});
