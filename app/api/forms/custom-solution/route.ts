import { handleLeadPost } from '@/lib/leads/http/handle-lead-post';

export const dynamic = 'force-dynamic';

/** Stores a custom-solution lead (see handleLeadPost for the statuses). */
export function POST(request: Request): Promise<Response> {
  return handleLeadPost('custom-solution', request);
}
