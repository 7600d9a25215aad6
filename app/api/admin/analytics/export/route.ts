import { attachmentDisposition } from '@/lib/leads/resume-download';
import { adminAnalyticsCsv } from '@/lib/admin/analytics-report';
import { adminRoute } from '@/lib/admin/http';

/** One table of the analytics report as CSV (`?days=7|30|90&table=pages|...|funnels`). */
export const GET = adminRoute(async (request, { admin }) => {
  const { fileName, csv } = await adminAnalyticsCsv(admin, new URL(request.url).searchParams);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
});
