import { getAdminAccount } from '@/lib/admin/account';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminOriginShared } from '@/lib/server/startup-checks';

/** The signed-in admin, and whether the admin shares the public site's origin (ADMIN_URL unset). */
export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore({ ...(await getAdminAccount(admin)), adminOriginShared: adminOriginShared() }),
);
