import 'server-only';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { adminExists, bootstrapAdminFromEnv } from '@/lib/auth/admin-users';
import { pruneLoginFailures } from '@/lib/auth/login-throttle';
import { log } from '@/lib/log/logger';

/**
 * Server start-up for the admin: the first admin from ADMIN_USERNAME / ADMIN_PASSWORD when none
 * exists yet, and old sign-in failure windows pruned.
 */
export async function startAdminAuth(): Promise<void> {
  const e = env();
  const db = getDb();
  const outcome = await bootstrapAdminFromEnv(db, {
    username: e.ADMIN_USERNAME,
    password: e.ADMIN_PASSWORD,
  });
  if (outcome === 'created')
    log.info('auth.admin-created', '[auth] created the admin account named by ADMIN_USERNAME');
  if (outcome === 'not-configured' && !(await adminExists(db))) {
    log.warn(
      'auth.no-admin',
      '[auth] no admin account exists: set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run admin:create`.',
    );
  }
  await pruneLoginFailures(db);
}
