import { adminTestEmailWebhook } from '@/lib/admin/email-settings';
import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';

export const POST = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminTestEmailWebhook(admin, await readAdminJson(request))),
);
