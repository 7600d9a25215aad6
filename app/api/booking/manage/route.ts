import { jsonNoStore } from '@/lib/http/json';
import { manageView } from '@/lib/scheduling/booking-service';
import { bookingContext } from '@/lib/scheduling/context';
import { bookingRoute, notFound, tokenParam } from '@/lib/scheduling/http/booking-http';

export const dynamic = 'force-dynamic';

/** A booking a manage link names, with the slots it can move to; 404 for a bad link. */
export function GET(request: Request): Promise<Response> {
  return bookingRoute(async () => {
    const zone = new URL(request.url).searchParams.get('timeZone');
    const view = await manageView(bookingContext(), tokenParam(request), zone);
    return view ? jsonNoStore(view) : notFound();
  });
}
