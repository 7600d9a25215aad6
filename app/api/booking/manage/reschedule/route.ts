import { rescheduleWithManageToken } from '@/lib/scheduling/booking-service';
import { bookingContext } from '@/lib/scheduling/context';
import {
  bookingAnswerResponse,
  bookingRoute,
  readBookingBody,
  requireSameOrigin,
} from '@/lib/scheduling/http/booking-http';

export const dynamic = 'force-dynamic';

/** Moves a booking to another offered slot: 200, 409 (taken or cancelled), 404, 422. */
export function POST(request: Request): Promise<Response> {
  return bookingRoute(async () => {
    requireSameOrigin(request, 'POST /api/booking/manage/reschedule');
    const input = await readBookingBody(request);
    return bookingAnswerResponse(await rescheduleWithManageToken(bookingContext(), input), 200);
  });
}
