import { adminListDeliveries } from '@/lib/admin/deliveries';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminListDeliveries(admin, new URL(request.url).searchParams)),
);
