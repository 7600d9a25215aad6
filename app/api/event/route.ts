import { handleEventPost } from '@/lib/analytics/handle-event-post';

export const dynamic = 'force-dynamic';

/** Takes one visitor event from the site's beacon (see handleEventPost). */
export function POST(request: Request): Promise<Response> {
  return handleEventPost(request);
}
