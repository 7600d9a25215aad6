import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminSetJobActive } from '@/lib/admin/jobs';

/** `{ isActive }`: shows or hides the posting on the careers page. */
export const PUT = adminRoute<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  return jsonResponse(await adminSetJobActive(request, id, await readAdminJson(request)));
});
