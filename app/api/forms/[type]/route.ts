import { handleLeadPost } from '@/lib/leads/http/handle-lead-post';

export const dynamic = 'force-dynamic';

/** Stores a lead of any registered form; an unknown form is 404 (see handleLeadPost). */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ type: string }> },
): Promise<Response> {
  return handleLeadPost((await params).type, request);
}
