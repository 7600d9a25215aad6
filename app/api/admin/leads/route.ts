import { adminRoute, jsonResponse } from '@/lib/admin/http';
import { adminListLeads } from '@/lib/admin/leads';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminListLeads(admin, new URL(request.url).searchParams)),
);
