import 'server-only';
import { siteConfig } from '@/lib/config/site';
import { env } from '@/lib/config/env';
import { HttpError } from '@/lib/http/errors';
import { refuseCrossSite, type OriginPolicy } from '@/lib/http/same-origin';
import { checkSession, type AdminActor } from '@/lib/auth/session';

/** What `requireAdmin` checks: the incoming request's headers, method and URL. */
interface AdminRequest {
  headers: Headers;
  method?: string;
  url?: string;
}

/**
 * An authorized admin request, as `requireAdmin` returns it. The data functions take it (some only
 * as that proof), so a route can call them only after `adminRoute` has run the check.
 */
export interface AdminContext {
  actor: AdminActor;
  /** Cookie refresh to pass back to the browser (sliding idle timeout). */
  refreshHeaders: Headers | null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The admin's writes come from its own address (ADMIN_URL, else SITE_URL) or the one in use. */
export function adminOriginPolicy(): OriginPolicy {
  return { configured: [siteConfig().adminUrl], trustProxy: env().TRUST_PROXY };
}

/**
 * With ADMIN_URL, whether a request reached another host (the public site, where tracking pixels'
 * scripts run): refused by `requireAdmin` even with the admin's cookie (proxy.ts
 * refuses the API first), and sent across by the /admin page.
 */
export function reachedOtherHost(request: Pick<AdminRequest, 'headers'>): boolean {
  const site = siteConfig();
  const host = request.headers.get('host');
  if (!host || site.adminUrl === new URL(site.url).origin) return false;
  return host !== new URL(site.adminUrl).host;
}

/**
 * The authorization of an admin request, run once by the admin route wrapper before its handler:
 * a state-changing method must come from this site, and the session must belong to an admin. The
 * data functions take the `AdminContext` it returns instead of the request.
 */
export async function requireAdmin(request: AdminRequest): Promise<AdminContext> {
  if (reachedOtherHost(request)) throw new HttpError('forbidden', 'Use the admin address.');
  const method = (request.method ?? 'GET').toUpperCase();
  if (!SAFE_METHODS.has(method) && refuseCrossSite(request, adminOriginPolicy(), 'admin API')) {
    throw new HttpError('forbidden', 'Cross-site request refused.');
  }
  const check = await checkSession(request.headers);
  if (check.status === 'signed-out') throw new HttpError('unauthenticated', 'Sign in to continue.');
  if (check.status === 'forbidden') {
    throw new HttpError('forbidden', 'This account may not use the admin dashboard.');
  }
  return { actor: check.actor, refreshHeaders: check.refreshHeaders };
}

/** The audit-log actor of an admin context. */
export function auditActor({ actor }: AdminContext) {
  return { id: actor.id, name: actor.username };
}
