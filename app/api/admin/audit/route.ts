import { adminListAudit } from '@/lib/admin/audit';
import { adminRoute, jsonResponse } from '@/lib/admin/http';

export const GET = adminRoute(async (request) =>
  jsonResponse(await adminListAudit(request, new URL(request.url).searchParams)),
);
