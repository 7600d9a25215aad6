import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminReadConsentSettings, adminSetConsentMode } from '@/lib/admin/consent';

/** A mode is one short word: a larger body is not a mode change. */
const MAX_MODE_BODY_BYTES = 1024;

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminReadConsentSettings(admin)),
);

/** `{ mode }`: saves the consent mode ('opt-in', 'opt-out' or 'off'). */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminSetConsentMode(admin, await readJsonBody(request, MAX_MODE_BODY_BYTES))),
);
