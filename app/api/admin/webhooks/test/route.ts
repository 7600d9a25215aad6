import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminTestFormWebhook } from '@/lib/admin/webhooks';

/** 'Test with Label Names', sent from the server; answers with the receiver's status. */
export const POST = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminTestFormWebhook(admin, await readJsonBody(request))),
);
