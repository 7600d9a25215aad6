import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminTestMemberCalendar } from '@/lib/admin/scheduling';

/** Connects to the member's saved calendar: `{ ok, calendarName }` or `{ ok: false, error }`. */
export const POST = adminRoute<{ id: string }>(async (request, { params, admin }) => {
  const { id } = await params;
  return jsonNoStore(await adminTestMemberCalendar(admin, id));
});
