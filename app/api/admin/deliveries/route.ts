import { adminListDeliveries } from '@/lib/admin/deliveries';
import { adminRoute, jsonResponse } from '@/lib/admin/http';

export const GET = adminRoute(async (request) =>
  jsonResponse(await adminListDeliveries(request, new URL(request.url).searchParams)),
);
