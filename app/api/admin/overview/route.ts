import { adminOverview } from '@/lib/admin/overview';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminOverview(admin, new URL(request.url).searchParams)),
);
