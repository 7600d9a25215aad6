import { adminGetEmailSettings, adminSaveEmailWebhook } from '@/lib/admin/email-settings';
import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminGetEmailSettings(admin)),
);

/** 'Save Settings' (an empty URL clears it). */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminSaveEmailWebhook(admin, await readAdminJson(request))),
);
