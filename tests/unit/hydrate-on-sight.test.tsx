import { lazy, Suspense, useEffect, useId } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { HydrateOnSight } from '@/components/site/hydrate-on-sight';

/** The IntersectionObservers made (jsdom has none), so a test can scroll their targets into view. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.targets = [];
  }
}

function scrollIntoSight() {
  for (const { callback, targets } of observers) {
    const entries = targets.map((target) => ({ target, isIntersecting: true }));
    if (entries.length > 0) callback(entries as IntersectionObserverEntry[], {} as never);
  }
}

let mounted: string[] = [];
let submitted: unknown[] = [];

/** A react-hook-form form like the lead forms: registered fields with empty defaults. */
function LeadForm() {
  const { register, handleSubmit } = useForm({
    defaultValues: { name: '', plan: '', agree: false },
  });
  useEffect(() => {
    mounted.push('form');
  }, []);
  return (
    <form aria-label="Lead" onSubmit={handleSubmit((values) => void submitted.push(values))}>
      <input aria-label="Name" {...register('name')} />
      <select aria-label="Plan" {...register('plan')}>
        <option value="">Choose</option>
        <option value="pro">Pro</option>
      </select>
      <input aria-label="Agree" type="checkbox" {...register('agree')} />
      <button type="submit">Send</button>
    </form>
  );
}

/** What the server sends for <HydrateOnSight><LeadForm /></HydrateOnSight> (no document there). */
function ServerHydrateOnSight() {
  const id = useId();
  return (
    <div id={id}>
      <Suspense fallback={null}>
        <LeadForm />
      </Suspense>
    </div>
  );
}
const SERVER_HTML = renderToString(<ServerHydrateOnSight />);

async function hydrate(content: React.ReactNode = <LeadForm />) {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <HydrateOnSight>{content}</HydrateOnSight>, {
      onRecoverableError: (error) => void recoverable.push(error),
    });
  });
  return { container, recoverable };
}

describe('HydrateOnSight', () => {
  beforeEach(() => {
    observers.length = 0;
    mounted = [];
    submitted = [];
    document.body.innerHTML = '';
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  });

  it('keeps the server HTML unhydrated until it comes into sight, then hydrates it', async () => {
    const { container, recoverable } = await hydrate();
    expect(mounted).toEqual([]);
    expect(screen.getByRole('form', { name: 'Lead' })).toBe(container.querySelector('form'));

    await act(async () => scrollIntoSight());
    expect(mounted).toEqual(['form']);
    expect(recoverable).toEqual([]);
    // The same elements, now React's.
    expect(screen.getByRole('form', { name: 'Lead' })).toBe(container.querySelector('form'));
  });

  it('keeps what the visitor entered before hydration, in the fields and in the form', async () => {
    await hydrate();
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    const plan = screen.getByLabelText('Plan') as HTMLSelectElement;
    const agree = screen.getByLabelText('Agree') as HTMLInputElement;
    name.value = 'Ada Lovelace';
    plan.value = 'pro';
    agree.checked = true;

    await act(async () => name.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(mounted).toEqual(['form']);
    expect(name.value).toBe('Ada Lovelace');
    expect(plan.value).toBe('pro');
    expect(agree.checked).toBe(true);

    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    expect(submitted).toEqual([{ name: 'Ada Lovelace', plan: 'pro', agree: true }]);
  });

  it('hydrates at once when the visitor presses inside it', async () => {
    await hydrate();
    await act(async () =>
      screen.getByLabelText('Name').dispatchEvent(new Event('pointerdown', { bubbles: true })),
    );
    expect(mounted).toEqual(['form']);
  });

  it('holds a submit made before hydration and sends it through the form once hydrated', async () => {
    await hydrate();
    const form = screen.getByRole('form', { name: 'Lead' }) as HTMLFormElement;
    (screen.getByLabelText('Name') as HTMLInputElement).value = 'Grace Hopper';
    const submits: Event[] = [];
    form.addEventListener('submit', (event) => void submits.push(event));

    await act(async () => form.requestSubmit());
    expect(mounted).toEqual(['form']);
    // The browser's own submit was cancelled; the one replayed after hydration went to React.
    expect(submits.map((event) => event.defaultPrevented)).toEqual([true, true]);
    expect(submitted).toEqual([{ name: 'Grace Hopper', plan: '', agree: false }]);

    // Once hydrated, submits are React's alone: nothing held, nothing sent twice.
    await act(async () => form.requestSubmit());
    expect(submitted).toHaveLength(2);
  });

  it('keeps the server HTML while the content’s code is still loading', async () => {
    let loaded: (module: { default: typeof LeadForm }) => void = () => {};
    const LazyLeadForm = lazy(
      () => new Promise<{ default: typeof LeadForm }>((resolve) => (loaded = resolve)),
    );
    const { container, recoverable } = await hydrate(<LazyLeadForm />);
    const served = container.querySelector('form');

    await act(async () => scrollIntoSight());
    expect(mounted).toEqual([]);
    expect(container.querySelector('form')).toBe(served);

    await act(async () => loaded({ default: LeadForm }));
    expect(mounted).toEqual(['form']);
    expect(container.querySelector('form')).toBe(served);
    expect(recoverable).toEqual([]);
  });

  it('renders its content at once when the page is rendered in the browser', () => {
    render(
      <HydrateOnSight>
        <LeadForm />
      </HydrateOnSight>,
    );
    expect(mounted).toEqual(['form']);
    expect(observers).toHaveLength(0);
  });
});
