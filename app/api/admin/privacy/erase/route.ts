import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminPrivacyErase } from '@/lib/admin/privacy-requests';

/** `{ email }`: deletes every trace of the address; answers with what was deleted. */
export const POST = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminPrivacyErase(admin, await readJsonBody(request))),
);
