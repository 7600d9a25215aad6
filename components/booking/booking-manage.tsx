'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  cancelBooking,
  fetchManagedBooking,
  managePath,
  rescheduleBooking,
  type ManagedBooking,
  type SlotDay,
} from '@/components/booking/booking-api';
import { BookingSummary } from '@/components/booking/booking-summary';
import { SlotPicker } from '@/components/booking/slot-picker';
import { groupByDay, meetingLabel, visitorTimeZone } from '@/components/booking/slot-format';

type Mode = 'view' | 'reschedule' | 'confirm-cancel';

const LOADING = 'Loading your meeting...';

interface Loaded extends ManagedBooking {
  token: string;
}

/**
 * A booking seen from its signed link: the meeting in the visitor's zone, its .ics download, and
 * rescheduling (the booking picker again) or cancelling (asked once more before it is done).
 */
export function BookingManage({ token: initialToken }: { token: string }) {
  const [timeZone] = useState(visitorTimeZone);
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [days, setDays] = useState<SlotDay[]>([]);
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState(LOADING);
  const heading = useRef<HTMLHeadingElement>(null);
  const rescheduleHeading = useRef<HTMLHeadingElement>(null);
  const cancelQuestion = useRef<HTMLParagraphElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // The booking is (re)read whenever its link changes: on arrival and after a reschedule.
  const [link, setLink] = useState(initialToken);
  useEffect(() => {
    let current = true;
    void fetchManagedBooking(link, timeZone).then((result) => {
      if (!current) return;
      if (result.kind === 'failed') {
        setFailure(result.message);
        setStatus(result.message);
        return;
      }
      setLoaded({ ...result.managed, token: link });
      setDays(result.managed.days.filter((day) => day.slots.length > 0));
      setRound((value) => value + 1);
      setStatus((previous) => (previous === LOADING ? '' : previous));
    });
    return () => {
      current = false;
    };
  }, [link, timeZone]);

  useEffect(() => {
    if (mode === 'reschedule') rescheduleHeading.current?.focus();
    if (mode === 'confirm-cancel') cancelQuestion.current?.focus();
  }, [mode]);

  if (!loaded) {
    return (
      <div className="grid gap-4">
        <h1 className="text-3xl font-bold">Your meeting</h1>
        <p role="status" aria-live="polite">
          {failure ?? status}
        </p>
      </div>
    );
  }

  const { booking, token } = loaded;
  const cancelled = booking.status === 'cancelled';

  const reschedule = async (start: string) => {
    setBusy(true);
    setStatus('Rescheduling...');
    const result = await rescheduleBooking(token, start, timeZone);
    setBusy(false);
    if (result.kind === 'booked') {
      // The moved meeting has a link of its own; the address bar follows it.
      window.history.replaceState(null, '', managePath(result.manageToken));
      setLoaded({ ...loaded, booking: result.booking, token: result.manageToken });
      setMode('view');
      setStatus(`Rescheduled to ${meetingLabel(result.booking, timeZone)}.`);
      heading.current?.focus();
      setLink(result.manageToken);
    } else if (result.kind === 'taken') {
      setDays(groupByDay(result.slots, timeZone));
      setRound((value) => value + 1);
      setStatus(`${result.message} The next free times are shown.`);
      rescheduleHeading.current?.focus();
    } else {
      setStatus(`Not rescheduled. ${result.message}`);
    }
  };

  const cancel = async () => {
    setBusy(true);
    setStatus('Cancelling...');
    const result = await cancelBooking(token);
    setBusy(false);
    if (result.kind === 'cancelled') {
      setLoaded({ ...loaded, booking: result.booking });
      setMode('view');
      setStatus('Your meeting is cancelled.');
      heading.current?.focus();
    } else {
      setStatus(`Not cancelled. ${result.message}`);
    }
  };

  return (
    <div className="grid gap-6">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none">
        {cancelled
          ? `Your ${booking.meetingTypeName.toLowerCase()} is cancelled`
          : `Your ${booking.meetingTypeName.toLowerCase()} with ${booking.memberName}`}
      </h1>
      <div className="grid gap-4">
        <BookingSummary booking={booking} manageToken={token} timeZone={timeZone} />
      </div>
      {cancelled ? (
        <p>
          To find another time, write to us or send the contact form again.{' '}
          <Link className="text-primary underline" href="/#contact">
            Go to the contact form
          </Link>
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonVariants({ variant: mode === 'reschedule' ? 'default' : 'outline' })}
            aria-expanded={mode === 'reschedule'}
            onClick={() => setMode(mode === 'reschedule' ? 'view' : 'reschedule')}
          >
            Reschedule
          </button>
          <button
            ref={cancelButton}
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            aria-expanded={mode === 'confirm-cancel'}
            onClick={() => setMode('confirm-cancel')}
          >
            Cancel meeting
          </button>
        </div>
      )}
      {!cancelled && mode === 'reschedule' ? (
        <section className="grid gap-4 border-t pt-6" aria-labelledby="reschedule-heading">
          <h2
            id="reschedule-heading"
            ref={rescheduleHeading}
            tabIndex={-1}
            className="text-xl font-semibold outline-none"
          >
            Choose a new time
          </h2>
          {days.length > 0 ? (
            <SlotPicker
              key={round}
              days={days}
              timeZone={timeZone}
              confirmLabel="Move to this time"
              busyLabel="Rescheduling..."
              busy={busy}
              onConfirm={(start) => void reschedule(start)}
            />
          ) : (
            <p>No other times are free in the next two weeks.</p>
          )}
        </section>
      ) : null}
      {!cancelled && mode === 'confirm-cancel' ? (
        <section className="grid gap-4 border-t pt-6" aria-label="Cancel the meeting">
          <p ref={cancelQuestion} tabIndex={-1} className="font-medium outline-none">
            Cancel this meeting? {booking.memberName} will be told, and the time is freed.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonVariants({ variant: 'destructive' })}
              disabled={busy}
              onClick={() => void cancel()}
            >
              {busy ? 'Cancelling...' : 'Yes, cancel it'}
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: 'outline' })}
              disabled={busy}
              onClick={() => {
                setMode('view');
                cancelButton.current?.focus();
              }}
            >
              Keep it
            </button>
          </div>
        </section>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm empty:hidden">
        {status}
      </p>
    </div>
  );
}
