import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { readJsonBody } from '@/lib/http/read-body';
import { adminCreateMember } from '@/lib/admin/scheduling';

export const POST = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminCreateMember(admin, await readJsonBody(request)), 201),
);
