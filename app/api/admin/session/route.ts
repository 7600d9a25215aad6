import { getAdminAccount } from '@/lib/admin/account';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { pixelsBlockedOnSharedOrigin } from '@/lib/pixels/pixel-origin-gate';
import { adminOriginShared } from '@/lib/server/startup-checks';

/**
 * The signed-in admin, whether the admin shares the public site's origin (ADMIN_URL unset), and
 * whether public pages therefore render no tracking pixel.
 */
export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore({
    ...(await getAdminAccount(admin)),
    adminOriginShared: adminOriginShared(),
    pixelsBlocked: pixelsBlockedOnSharedOrigin(),
  }),
);
