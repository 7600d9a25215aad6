import { adminListAudit } from '@/lib/admin/audit-view';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';

export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminListAudit(admin, new URL(request.url).searchParams)),
);
