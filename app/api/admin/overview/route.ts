import { adminOverview } from '@/lib/admin/overview';
import { adminRoute, jsonResponse } from '@/lib/admin/http';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminOverview(admin, new URL(request.url).searchParams)),
);
