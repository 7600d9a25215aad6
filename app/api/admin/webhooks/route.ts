import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminGetWebhookSettings, adminSaveWebhookSettings } from '@/lib/admin/webhooks';

export const GET = adminRoute(async (request) =>
  jsonResponse(await adminGetWebhookSettings(request)),
);

/** 'Save Configuration': all form webhook URLs at once, each through the SSRF guard. */
export const PUT = adminRoute(async (request) =>
  jsonResponse(await adminSaveWebhookSettings(request, await readAdminJson(request))),
);
