import { adminListDeliveries } from '@/lib/admin/deliveries';
import { adminRoute, jsonResponse } from '@/lib/admin/http';

export const GET = adminRoute(async (request, { admin }) =>
  jsonResponse(await adminListDeliveries(admin, new URL(request.url).searchParams)),
);
