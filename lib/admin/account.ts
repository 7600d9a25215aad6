import 'server-only';
import { type AdminContext } from '@/lib/admin/guard';

/** The signed-in admin's own account facts for the dashboard header and Account tab. */
export async function getAdminAccount(admin: AdminContext) {
  const { actor } = admin;
  return { username: actor.username, twoFactorEnabled: actor.twoFactorEnabled };
}
