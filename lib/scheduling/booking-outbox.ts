// replaced by the outbound branch at merge
import 'server-only';
import type { Transaction } from '@/lib/db/client';
import type { bookings } from '@/lib/db/schema';

type Booking = typeof bookings.$inferSelect;

/**
 * The outbox rows a booking change sends (invites, webhook, calendar write). This branch sends
 * none yet: it writes nothing and returns no ids.
 */
export async function enqueueBookingDeliveries(
  _tx: Transaction,
  _change: {
    event: 'booked' | 'rescheduled' | 'cancelled';
    booking: Booking;
    previous?: Booking;
    now: Date;
  },
): Promise<string[]> {
  return [];
}

/** The one "pick a time" reminder of a routed lead. This branch enqueues none yet. */
export async function enqueuePickTimeReminder(
  _tx: Transaction,
  _reminder: {
    leadType: 'contact' | 'custom-solution';
    leadId: string;
    email: string;
    firstName: string;
    token: string;
    now: Date;
  },
): Promise<string[]> {
  return [];
}
