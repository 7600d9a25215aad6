import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminGetWebhookSettings, adminSaveWebhookSettings } from '@/lib/admin/webhooks';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminGetWebhookSettings(admin)),
);

/** 'Save Configuration': all form webhook URLs at once, each through the SSRF guard. */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminSaveWebhookSettings(admin, await readAdminJson(request))),
);
