import { jsonNoStore } from '@/lib/http/json';
import { slotsForLeadToken } from '@/lib/scheduling/booking-service';
import { bookingContext } from '@/lib/scheduling/context';
import { bookingRoute, notFound, tokenParam } from '@/lib/scheduling/http/booking-http';

export const dynamic = 'force-dynamic';

/** The routed member's free slots for a booking link, by day in the visitor's zone; 404 for a bad link. */
export function GET(request: Request): Promise<Response> {
  return bookingRoute(async () => {
    const zone = new URL(request.url).searchParams.get('timeZone');
    const offer = await slotsForLeadToken(bookingContext(), tokenParam(request), zone);
    return offer ? jsonNoStore(offer) : notFound();
  });
}
