import { adminTestEmailWebhook } from '@/lib/admin/email-settings';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';

export const POST = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminTestEmailWebhook(admin, await readJsonBody(request))),
);
