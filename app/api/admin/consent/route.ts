import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminReadConsentSettings, adminSetConsentMode } from '@/lib/admin/consent';

/** A mode is one short word: a larger body is not a mode change. */
const MAX_MODE_BODY_BYTES = 1024;

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminReadConsentSettings(admin)),
);

/** `{ mode }`: saves the consent mode ('opt-in', 'opt-out' or 'off'). */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminSetConsentMode(admin, await readAdminJson(request, MAX_MODE_BODY_BYTES))),
);
