import 'server-only';
import { requireAdmin, type AdminRequest } from '@/lib/admin/guard';

/** The signed-in admin's own account facts for the dashboard header and Account tab. */
export async function getAdminAccount(request: AdminRequest) {
  const { actor } = await requireAdmin(request);
  return { username: actor.username, twoFactorEnabled: actor.twoFactorEnabled };
}
