import type { Metadata } from 'next';
import { eq } from 'drizzle-orm';
import { notFound } from 'next/navigation';
import { BookingManage } from '@/components/booking/booking-manage';
import { LazyBookingOffer } from '@/components/booking/lazy-booking-offer';
import { getDb } from '@/lib/db/client';
import { bookings } from '@/lib/db/schema';
import { verifyLeadToken, verifyManageToken } from '@/lib/scheduling/booking-token';

// Rendered for each request and never kept: the link is personal to the visitor who booked.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your meeting',
  robots: { index: false, follow: false },
};

interface BookingPageProps {
  params: Promise<{ token: string }>;
}

/** True when the token is signed, unexpired and names a booking that still exists. */
async function isLiveLink(token: string): Promise<boolean> {
  const db = getDb();
  const verified = await verifyManageToken(db, token, new Date());
  if (!verified) return false;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, verified.bookingId))
    .limit(1);
  return row !== undefined;
}

/**
 * The meeting behind a booking's signed link (from the confirmation or the emails): its time in
 * the visitor's zone, the .ics download, reschedule and cancel. The times depend on the browser's
 * zone, so the meeting itself is read by the client component; an expired, altered or unknown
 * link gets this route's not-found page with status 404. A lead's own token (from the "pick a
 * time" email) opens the slot picker instead.
 */
export default async function BookingPage({ params }: BookingPageProps) {
  const { token } = await params;
  if (!(await isLiveLink(token))) {
    // The "pick a time" email links here with the lead's own token: it opens the slot picker.
    const lead = await verifyLeadToken(getDb(), token, new Date());
    if (!lead) notFound();
    const meeting = lead.leadType === 'contact' ? 'demo' : 'consultation';
    return (
      <section className="mx-auto grid max-w-2xl gap-6 px-4 py-16">
        <LazyBookingOffer token={token} meeting={meeting} />
      </section>
    );
  }
  return (
    <section className="mx-auto grid max-w-2xl gap-6 px-4 py-16">
      <BookingManage token={token} />
    </section>
  );
}
