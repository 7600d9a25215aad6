import 'server-only';
import { env, type Env } from '@/lib/config/env';

type GateEnv = Pick<Env, 'NODE_ENV' | 'ADMIN_URL' | 'ALLOW_PIXELS_ON_ADMIN_ORIGIN'>;

/**
 * True when a production server must render no tracking pixel at all: without an origin of its
 * own for the admin, a pixel's script runs where the admin's session cookie is sent and could act
 * as the signed-in admin. Fails closed unless the operator explicitly accepts that risk.
 * Development and tests keep pixels, so they can be built and checked locally.
 */
export function pixelsBlockedOnSharedOrigin(e: GateEnv = env()): boolean {
  return e.NODE_ENV === 'production' && !e.ADMIN_URL && !e.ALLOW_PIXELS_ON_ADMIN_ORIGIN;
}
