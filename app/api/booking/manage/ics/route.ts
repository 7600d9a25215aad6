import { HttpError } from '@/lib/http/errors';
import { bookingCalendarFile } from '@/lib/scheduling/booking-calendar-file';
import { bookingContext } from '@/lib/scheduling/context';
import { bookingRoute, notFound, tokenParam } from '@/lib/scheduling/http/booking-http';

export const dynamic = 'force-dynamic';

/** The booking's calendar file for a manage link: text/calendar; 404 for a bad link, 410 once cancelled. */
export function GET(request: Request): Promise<Response> {
  return bookingRoute(async () => {
    const file = await bookingCalendarFile(bookingContext(), tokenParam(request));
    if (file.status === 'not-found') return notFound();
    if (file.status === 'cancelled') throw new HttpError('gone', 'This meeting was cancelled.');
    return new Response(file.ics, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'no-store',
      },
    });
  });
}
