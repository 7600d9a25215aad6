import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminSetJobActive } from '@/lib/admin/jobs';

/** `{ isActive }`: shows or hides the posting on the careers page. */
export const PUT = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonResponse(await adminSetJobActive(admin, id, await readAdminJson(request)));
});
