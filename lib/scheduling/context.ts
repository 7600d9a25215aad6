import 'server-only';
import { after } from 'next/server';
import { getDb, type Database } from '@/lib/db/client';
import { log } from '@/lib/log/logger';
import { deliverBookingNow } from '@/lib/scheduling/booking-senders';

/** What the booking services depend on, so tests can run them on their own database and clock. */
export interface BookingContext {
  db: Database;
  now: () => Date;
  /** Sends a booking change's new deliveries once the response is out. */
  dispatch: (db: Database, deliveryIds: string[]) => void;
}

/** Runs work after the response inside a request; outside one (a script, a test) at once. */
function runAfterResponse(task: () => Promise<unknown>): void {
  const guarded = () =>
    task().catch((error: unknown) =>
      log.error('delivery.background-failed', '[booking] background delivery failed', {}, error),
    );
  try {
    after(guarded);
  } catch {
    void guarded();
  }
}

let overrides: Partial<BookingContext> = {};

/** Replaces parts of the context in tests (call with `{}` to reset). */
export function setBookingContextForTests(partial: Partial<BookingContext>): void {
  overrides = partial;
}

/** The context of the running server, with any test overrides. */
export function bookingContext(): BookingContext {
  return {
    // Only opened when no test database replaces it.
    db: overrides.db ?? getDb(),
    now: () => new Date(),
    dispatch: (db, ids) => runAfterResponse(() => deliverBookingNow(db, ids)),
    ...overrides,
  };
}
