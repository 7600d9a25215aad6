'use client';

import { Suspense, use, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { showHeldSubmit } from '@/components/forms/held-submit';

/** How far outside the viewport the content starts hydrating, so it is ready when it scrolls in. */
const MARGIN = '600px 0px';

/** A promise the content waits on, and the function that settles it once. */
function createGate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

type Gate = ReturnType<typeof createGate>;

/** Renders the content once the gate (if any) is open; until then a hydration leaves the server's HTML. */
function Deferred({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.opened);
  return children;
}

/** Runs `onHydrated` once the content before it has hydrated (effects run after the commit). */
function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * Content below the fold that needs no JavaScript until a visitor gets near it (the lead forms).
 * The server renders it as usual; in the browser React keeps that HTML as it is, without running
 * its components, until it comes within 600 px of the viewport or the visitor focuses or presses
 * something inside it. The page's first load then skips the content's hydration. A page reached
 * by client-side navigation renders it at once. What a visitor types into a form before it
 * hydrates is kept: react-hook-form takes a field's edited value when it registers the field. A
 * form submitted before it hydrates (its code still loading) is held, not sent by the browser as
 * a page request, and submitted again through React once it has hydrated. The content's code may
 * itself load lazily (components/forms/lazy-forms.tsx): the server's HTML stays until it arrives.
 */
export function HydrateOnSight({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const id = useId();
  // Only a hydration waits, which finds the server's element with this id already in the page.
  // (A render-time test that causes no second render: an update reaching the boundary before it
  // hydrates would make React drop the server's HTML.)
  const [gate] = useState<Gate | null>(() =>
    typeof document !== 'undefined' && document.getElementById(id) ? createGate() : null,
  );

  const held = useRef<HeldSubmit | null>(null);
  const releaseSubmits = useRef<() => void>(() => {});
  const onHydrated = useCallback(() => {
    releaseSubmits.current();
    const submit = held.current;
    held.current = null;
    if (!submit?.form.isConnected) return;
    if (submit.submitter) submit.form.requestSubmit(submit.submitter);
    else submit.form.requestSubmit();
  }, []);

  // Until the content has hydrated, React cannot handle its submit: the browser would send the
  // form as a GET of the page, fields in the address. Hold it and open the gate instead.
  useEffect(() => {
    const element = container.current;
    if (!gate || !element) return;
    const hold = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || !element.contains(event.target)) return;
      event.preventDefault();
      held.current = { form: event.target, submitter: event.submitter ?? null };
      // The visitor sees at once that the form is working, not seconds later.
      showHeldSubmit(event.target, event.submitter ?? null);
      gate.open();
    };
    window.addEventListener('submit', hold, { capture: true });
    const release = () => window.removeEventListener('submit', hold, { capture: true });
    releaseSubmits.current = release;
    return release;
  }, [gate]);

  useEffect(() => {
    const element = container.current;
    if (!gate || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    // On the window, ahead of React: React stops a discrete event aimed at content it has not
    // hydrated yet before it reaches the elements in between.
    const open = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) gate.open();
    };
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, open, { capture: true });
    const stop = () => {
      observer.disconnect();
      for (const event of events) window.removeEventListener(event, open, { capture: true });
    };
    // Once open, nothing is left to watch for.
    void gate.opened.then(stop);
    return stop;
  }, [gate]);

  return (
    <div ref={container} id={id}>
      {/* The same elements on the server and in the browser, gate or not: the ids that useId
          gives inside the content depend on the shape of the tree around it. */}
      <Suspense fallback={null}>
        <Deferred gate={gate}>{children}</Deferred>
        <HydratedSignal onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
}
