'use client';

import { lazy, Suspense } from 'react';

/*
 * The booking offer's code is fetched when it first renders, which happens only once a form's 201
 * has carried a booking token: no page loads it up front.
 */
const BookingOffer = lazy(() =>
  import('@/components/booking/booking-offer').then((module) => ({
    default: module.BookingOffer,
  })),
);

/** The meeting offer under a stored lead, loaded on demand. */
export function LazyBookingOffer(props: { token: string; meeting: string }) {
  return (
    <Suspense fallback={<p className="mt-8 text-sm">Loading free times...</p>}>
      <BookingOffer {...props} />
    </Suspense>
  );
}
