import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import {
  adminReadAnalyticsSettings,
  adminSetAnalyticsEnabled,
} from '@/lib/admin/analytics-settings';

/** `{ enabled }` is one boolean: a larger body is not a setting change. */
const MAX_BODY_BYTES = 1024;

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminReadAnalyticsSettings(admin)),
);

/** `{ enabled }`: turns visitor analytics on or off on every public page. */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminSetAnalyticsEnabled(admin, await readJsonBody(request, MAX_BODY_BYTES))),
);
