import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';
import { adminListLeads } from '@/lib/admin/leads-inbox';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminListLeads(admin, new URL(request.url).searchParams)),
);
