import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminTestFormWebhook } from '@/lib/admin/webhooks';

/** 'Test with Label Names', sent from the server; answers with the receiver's status. */
export const POST = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminTestFormWebhook(admin, await readAdminJson(request))),
);
