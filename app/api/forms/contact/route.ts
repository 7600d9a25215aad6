import { handleLeadPost } from '@/lib/leads/http/handle-lead-post';

export const dynamic = 'force-dynamic';

/** Stores a contact lead (see handleLeadPost for the statuses). */
export function POST(request: Request): Promise<Response> {
  return handleLeadPost('contact', request);
}
