import { handleConsentPost } from '@/lib/consent/handle-consent-post';

export const dynamic = 'force-dynamic';

/** Records a visitor's consent decision in the consent log (see handleConsentPost). */
export function POST(request: Request): Promise<Response> {
  return handleConsentPost(request);
}
