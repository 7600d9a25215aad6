import { jsonNoStore } from '@/lib/http/json';
import { cancelWithManageToken } from '@/lib/scheduling/booking-service';
import { bookingContext } from '@/lib/scheduling/context';
import {
  bookingAnswerResponse,
  bookingRoute,
  readBookingBody,
  requireSameOrigin,
} from '@/lib/scheduling/http/booking-http';

export const dynamic = 'force-dynamic';

/** Cancels the booking a manage link names: 200 with the booking (also when already cancelled), 404. */
export function POST(request: Request): Promise<Response> {
  return bookingRoute(async () => {
    requireSameOrigin(request, 'POST /api/booking/manage/cancel');
    const { token } = await readBookingBody(request, { needsStart: false });
    const answer = await cancelWithManageToken(bookingContext(), token);
    if (answer.status === 'cancelled') return jsonNoStore({ booking: answer.booking });
    return bookingAnswerResponse(answer, 200);
  });
}
