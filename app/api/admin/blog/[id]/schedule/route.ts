import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminSchedulePost } from '@/lib/admin/blog';

/** Schedules the post for `publishAt`, a UTC instant in the future. */
export const POST = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminSchedulePost(admin, id, await readJsonBody(request)));
});
