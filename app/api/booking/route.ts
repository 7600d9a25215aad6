import { bookWithLeadToken } from '@/lib/scheduling/booking-service';
import { bookingContext } from '@/lib/scheduling/context';
import {
  bookingAnswerResponse,
  bookingRoute,
  readBookingBody,
  requireSameOrigin,
} from '@/lib/scheduling/http/booking-http';

export const dynamic = 'force-dynamic';

/** Books a slot for the lead a booking link names: 201, 409 (taken or already booked), 404, 422. */
export function POST(request: Request): Promise<Response> {
  return bookingRoute(async () => {
    requireSameOrigin(request, 'POST /api/booking');
    const input = await readBookingBody(request);
    return bookingAnswerResponse(await bookWithLeadToken(bookingContext(), input), 201);
  });
}
