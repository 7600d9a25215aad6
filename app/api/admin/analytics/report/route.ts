import { adminAnalyticsReport } from '@/lib/admin/analytics-report';
import { adminRoute } from '@/lib/admin/http';
import { jsonNoStore } from '@/lib/http/json';

/** Visitor analytics for `?days=7|30|90`: totals, ranked tables, conversion and form funnels. */
export const GET = adminRoute(async (request, { admin }) =>
  jsonNoStore(await adminAnalyticsReport(admin, new URL(request.url).searchParams)),
);
