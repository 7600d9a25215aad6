import { adminAnalyticsCsv } from '@/lib/admin/analytics-report';
import { csvDownload } from '@/lib/admin/csv';
import { adminRoute } from '@/lib/admin/http';

/** One table of the analytics report as CSV (`?days=7|30|90&table=pages|...|funnels`). */
export const GET = adminRoute(async (request, { admin }) => {
  const { fileName, csv } = await adminAnalyticsCsv(admin, new URL(request.url).searchParams);
  return csvDownload(fileName, csv);
});
