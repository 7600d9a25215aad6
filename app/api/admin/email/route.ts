import { adminGetEmailSettings, adminSaveEmailWebhook } from '@/lib/admin/email-settings';
import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';

export const GET = adminRoute(async (request) =>
  jsonResponse(await adminGetEmailSettings(request)),
);

/** 'Save Settings' (an empty URL clears it). */
export const PUT = adminRoute(async (request) =>
  jsonResponse(await adminSaveEmailWebhook(request, await readAdminJson(request))),
);
