import { adminRoute, jsonResponse } from '@/lib/admin/http';
import { adminListLeads } from '@/lib/admin/leads';

export const GET = adminRoute(async (request) =>
  jsonResponse(await adminListLeads(request, new URL(request.url).searchParams)),
);
