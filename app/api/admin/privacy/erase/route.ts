import { adminRoute, jsonResponse, readAdminJson } from '@/lib/admin/http';
import { adminPrivacyErase } from '@/lib/admin/privacy-requests';

/** `{ email }`: deletes every trace of the address; answers with what was deleted. */
export const POST = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminPrivacyErase(admin, await readAdminJson(request))),
);
