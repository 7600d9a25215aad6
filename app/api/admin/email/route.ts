import { adminGetEmailSettings, adminSaveEmailWebhook } from '@/lib/admin/email-settings';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminGetEmailSettings(admin)),
);

/** 'Save Settings' (an empty URL clears it). */
export const PUT = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminSaveEmailWebhook(admin, await readJsonBody(request))),
);
