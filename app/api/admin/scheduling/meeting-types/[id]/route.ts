import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminUpdateMeetingType } from '@/lib/admin/scheduling';

export const PUT = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminUpdateMeetingType(admin, id, await readJsonBody(request)));
});
