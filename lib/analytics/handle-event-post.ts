import 'server-only';
import { randomUUID } from 'node:crypto';
import { isbot } from 'isbot';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/lib/config/site';
import { readAnalyticsEnabled } from '@/lib/analytics/analytics-setting';
import { getDb } from '@/lib/db/client';
import { deviceFamilies } from '@/lib/analytics/device';
import { EVENT_BODY_LIMIT, beaconPayloadSchema, eventSource } from '@/lib/analytics/event-input';
import { analyticsBuffer, siteHost } from '@/lib/analytics/record-events';
import { truncatedAddress } from '@/lib/analytics/visitor-key';
import { clientAddress } from '@/lib/http/client-address';
import { HttpError, errorResponse } from '@/lib/http/errors';
import { readBoundedBody, parseJsonBytes } from '@/lib/http/read-body';
import { isSameOriginRequest } from '@/lib/http/same-origin';

const NO_CONTENT = { status: 204, headers: { 'Cache-Control': 'no-store' } };

/** How long one instance goes by the setting it read before reading it again. */
const SETTING_TTL_MS = 5_000;
let setting: { enabled: boolean; readAt: number } | undefined;

/**
 * The analytics setting, read at most once per SETTING_TTL_MS: an admin who turns analytics off
 * stops the counting on every instance within that time, also for pages already open.
 */
async function enabledNow(now: number): Promise<boolean> {
  if (!setting || now - setting.readAt >= SETTING_TTL_MS) {
    try {
      setting = { enabled: await readAnalyticsEnabled(getDb()), readAt: now };
    } catch {
      // The database does not answer: go by the last value read (on, before any), and let the
      // buffer keep the events until it is back.
      setting = { enabled: setting?.enabled ?? true, readAt: now };
    }
  }
  return setting.enabled;
}

/** Forgets the setting read (a test that changes it). */
export function forgetAnalyticsSetting(): void {
  setting = undefined;
}

/**
 * Events one network may send per minute to one instance; more are dropped (a flood from one
 * place is not counted, and an office behind one address stays far below it).
 */
const NETWORK_EVENTS_PER_MINUTE = 600;
/** Networks tracked at once; the oldest window is forgotten first. */
const NETWORKS_TRACKED = 10_000;
const windows = new Map<string, { start: number; count: number }>();

function overNetworkLimit(network: string, now: number): boolean {
  const current = windows.get(network);
  if (!current || now - current.start >= 60_000) {
    windows.delete(network);
    if (windows.size >= NETWORKS_TRACKED) windows.delete(windows.keys().next().value ?? '');
    windows.set(network, { start: now, count: 1 });
    return false;
  }
  current.count += 1;
  return current.count > NETWORK_EVENTS_PER_MINUTE;
}

/**
 * POST /api/event: one beacon event. 204 when taken in, and also when it is not counted by
 * design (analytics off, a bot, a flood from one network), so a client learns nothing from the
 * answer; 400/403/413/422 for what no beacon of this site sends; 503 while this instance's buffer
 * is full.
 */
export async function handleEventPost(request: Request): Promise<Response> {
  try {
    return await takeEvent(request);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error);
    throw error;
  }
}

async function takeEvent(request: Request): Promise<Response> {
  const { TRUST_PROXY } = env();
  // A browser's beacon always says where it comes from; a request that says nothing is not one.
  const fromBrowser =
    request.headers.has('origin') || request.headers.get('sec-fetch-site') === 'same-origin';
  const policy = { configured: [siteConfig().url], trustProxy: TRUST_PROXY };
  if (!fromBrowser || !isSameOriginRequest(request, policy)) {
    throw new HttpError('forbidden', 'Events are taken from this site’s own pages only.');
  }
  const bytes = await readBoundedBody(request, EVENT_BODY_LIMIT);
  const now = new Date();
  if (!(await enabledNow(now.getTime()))) return new Response(null, NO_CONTENT);
  const userAgent = request.headers.get('user-agent') ?? '';
  if (!userAgent || isbot(userAgent)) return new Response(null, NO_CONTENT);
  const parsed = beaconPayloadSchema.safeParse(parseJsonBytes(bytes));
  if (!parsed.success) throw new HttpError('invalid_fields', 'The event is not valid.');
  const beacon = parsed.data;
  const network = truncatedAddress(clientAddress(request.headers, TRUST_PROXY));
  // Dropped with the same answer as a counted event: a refusal would only show as an error in
  // the visitor's console, and the beacon never sends again anyway.
  if (overNetworkLimit(network, now.getTime())) return new Response(null, NO_CONTENT);
  const accepted = analyticsBuffer().accept({
    id: randomUUID(),
    at: now,
    name: beacon.n,
    path: beacon.p,
    entry: beacon.n === 'pageview' && beacon.e === 1,
    form: beacon.n === 'form_seen' || beacon.n === 'form_start' ? (beacon.f ?? null) : null,
    ...eventSource(beacon, siteHost()),
    network,
    ...deviceFamilies(userAgent),
  });
  if (!accepted) {
    throw new HttpError('unavailable', 'Events cannot be taken in right now.', {
      retryAfterSeconds: 30,
    });
  }
  return new Response(null, NO_CONTENT);
}
