import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminGetWebhookSettings, adminSaveWebhookSettings } from '@/lib/admin/webhooks';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminGetWebhookSettings(admin)),
);

/** 'Save Configuration': all form webhook URLs at once, each through the SSRF guard. */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminSaveWebhookSettings(admin, await readJsonBody(request))),
);
