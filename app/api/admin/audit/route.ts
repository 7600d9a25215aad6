import { adminListAudit } from '@/lib/admin/audit';
import { adminRoute, jsonResponse } from '@/lib/admin/http';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminListAudit(admin, new URL(request.url).searchParams)),
);
