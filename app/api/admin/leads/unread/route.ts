import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminUnreadCount } from '@/lib/admin/lead-status';

/** `{ unread }`: leads no admin has opened yet (spam left out), for the Leads tab's badge. */
export const GET = adminRoute(async (_request, { admin }) =>
  jsonNoStore(await adminUnreadCount(admin)),
);
