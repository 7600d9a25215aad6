'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import {
  bookSlot,
  fetchSlotOffer,
  managePath,
  type BookedMeeting,
  type SlotDay,
  type SlotOffer,
} from '@/components/booking/booking-api';
import { BookingSummary } from '@/components/booking/booking-summary';
import { SlotPicker } from '@/components/booking/slot-picker';
import { groupByDay, meetingLabel, visitorTimeZone } from '@/components/booking/slot-format';

type State =
  | { phase: 'loading' }
  | { phase: 'unavailable'; message: string; retry: boolean }
  | { phase: 'choosing'; offer: SlotOffer; days: SlotDay[]; round: number; busy: boolean }
  | { phase: 'booked'; booking: BookedMeeting; manageToken: string; email?: string }
  | { phase: 'already-booked'; message: string; manageToken?: string };

const LOADING = 'Loading free times...';

/**
 * The meeting offer under a stored lead: the routed member's free times, booked with a time and
 * "Confirm" (the name and email come from the lead). Loaded only after the form's 201, so its code
 * weighs nothing on the pages' first load. Focus moves to its heading when it appears and to the
 * confirmation once booked; every change is announced in its status region.
 */
export function BookingOffer({ token, meeting }: { token: string; meeting: string }) {
  const [timeZone] = useState(visitorTimeZone);
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [status, setStatus] = useState(LOADING);
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    let current = true;
    void fetchSlotOffer(token, timeZone).then((result) => {
      if (!current) return;
      if (result.kind === 'failed') {
        const message = result.notFound
          ? 'Online booking is not available for this request. We will contact you to find a time.'
          : `Free times could not be loaded. ${result.message}`;
        setState({ phase: 'unavailable', message, retry: !result.notFound });
        setStatus(message);
        return;
      }
      const { offer } = result;
      if (offer.booked) {
        const { manageToken, ...slot } = offer.booked;
        const booking = {
          id: '',
          ...slot,
          memberName: offer.member.name,
          meetingTypeName: offer.meetingType.name,
          timeZone,
        };
        setState({ phase: 'booked', booking, manageToken, email: offer.visitor.email });
        setStatus(`Already booked: ${meetingLabel(slot, timeZone)}.`);
        return;
      }
      const days = offer.days.filter((day) => day.slots.length > 0);
      setState({ phase: 'choosing', offer, days, round: 0, busy: false });
      setStatus(
        days.length > 0
          ? `Free times loaded for ${days.length} ${days.length === 1 ? 'day' : 'days'}.`
          : 'No free times in the next two weeks. We will contact you to find a time.',
      );
    });
    return () => {
      current = false;
    };
  }, [token, timeZone, attempt]);

  useEffect(() => {
    if (state.phase === 'booked') confirmation.current?.focus();
  }, [state.phase]);

  const confirm = async (offer: SlotOffer, start: string, round: number) => {
    setState((previous) =>
      previous.phase === 'choosing' ? { ...previous, busy: true } : previous,
    );
    setStatus('Booking...');
    const result = await bookSlot(token, start, timeZone);
    if (result.kind === 'booked') {
      setState({ phase: 'booked', ...result, email: offer.visitor.email });
      setStatus(`Booked: ${meetingLabel(result.booking, timeZone)}.`);
    } else if (result.kind === 'taken') {
      const days = groupByDay(result.slots, timeZone);
      setState({ phase: 'choosing', offer, days, round: round + 1, busy: false });
      setStatus(
        days.length > 0
          ? `${result.message} The next free times are shown.`
          : `${result.message} No other times are free right now.`,
      );
      heading.current?.focus();
    } else if (result.kind === 'already-booked') {
      setState({ phase: 'already-booked', ...result });
      setStatus(result.message);
    } else {
      // The picker keeps its days and the chosen time: the visitor can confirm again.
      setState((previous) =>
        previous.phase === 'choosing' ? { ...previous, busy: false } : previous,
      );
      setStatus(`Not booked. ${result.message}`);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 grid gap-4 border-t pt-6">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        Book your {meeting} now
      </h3>
      {state.phase === 'choosing' ? (
        <>
          <p className="text-sm">
            A {state.offer.meetingType.durationMinutes}-minute{' '}
            {state.offer.meetingType.name.toLowerCase()} with {state.offer.member.name}, booked for{' '}
            {state.offer.visitor.name} ({state.offer.visitor.email}).
          </p>
          <SlotPicker
            key={state.round}
            days={state.days}
            timeZone={timeZone}
            confirmLabel="Confirm"
            busyLabel="Booking..."
            busy={state.busy}
            onConfirm={(start) => void confirm(state.offer, start, state.round)}
          />
        </>
      ) : null}
      {state.phase === 'booked' ? (
        <div className="grid gap-3">
          <h4 ref={confirmation} tabIndex={-1} className="text-lg font-semibold outline-none">
            Your {meeting} is booked
          </h4>
          {state.email ? (
            <p className="text-sm">The invitation is on its way to {state.email}.</p>
          ) : null}
          <BookingSummary
            booking={state.booking}
            manageToken={state.manageToken}
            timeZone={timeZone}
          />
          <a className="text-sm text-primary underline" href={managePath(state.manageToken)}>
            Reschedule or cancel
          </a>
        </div>
      ) : null}
      {state.phase === 'already-booked' && state.manageToken ? (
        <a className="text-sm text-primary underline" href={managePath(state.manageToken)}>
          See your meeting
        </a>
      ) : null}
      {state.phase === 'unavailable' && state.retry ? (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
          onClick={() => {
            setState({ phase: 'loading' });
            setStatus(LOADING);
            setAttempt((value) => value + 1);
          }}
        >
          Try again
        </button>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm">
        {status}
      </p>
    </section>
  );
}
