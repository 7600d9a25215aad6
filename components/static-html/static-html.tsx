'use client';

import { Component, use, useId, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { staticParts, type StaticPartName, type StaticPartProps } from './parts';

/** Hydration leaves an element with this inner HTML as the server sent it, children and all. */
const SERVER_HTML = { __html: '' };

type PartComponent = ComponentType<Record<string, unknown>>;

const loading = new Map<StaticPartName, Promise<PartComponent>>();

/**
 * Loads a part's code once; nothing is loaded until a part is drawn or preloaded. `use` suspends
 * once on a promise it has not seen, even a settled one: parts are drawn in navigations and in
 * the carousel's transitions, where React keeps what is on screen for that moment.
 */
function loadPart(name: StaticPartName): Promise<PartComponent> {
  let promise = loading.get(name);
  if (!promise) {
    promise = staticParts[name]().then((module) => module.default as unknown as PartComponent);
    // A failure shows when the part is drawn (see ReloadWhenPartFails), not as an unhandled
    // rejection of a preload.
    promise.catch(() => {});
    loading.set(name, promise);
  }
  return promise;
}

/** Starts loading a part's code ahead of a client-side render that will need it. */
export function preloadStaticPart(name: StaticPartName): void {
  void loadPart(name);
}

function Part({ name, props }: { name: StaticPartName; props: Record<string, unknown> }) {
  const Loaded = use(loadPart(name));
  // eslint-disable-next-line react-hooks/static-components -- one component per part, loaded once
  return <Loaded {...props} />;
}

/**
 * A part whose code cannot load (the network is gone, or a new release replaced the files) would
 * otherwise take the whole page down to the error page. The page is loaded afresh instead, once
 * the navigation that drew it has landed: its HTML then comes from the server, complete.
 */
class ReloadWhenPartFails extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    window.setTimeout(() => window.location.reload(), 0);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

type StaticHtmlProps<N extends StaticPartName> = { part: N } & (undefined extends StaticPartProps<N>
  ? { props?: StaticPartProps<N> }
  : { props: StaticPartProps<N> });

/**
 * Content that needs no JavaScript, sent once, as HTML. An App Router page otherwise repeats every
 * server-rendered element in the hydration payload at the end of the HTML; for a part rendered
 * here the payload holds only its name and props. The server renders the part as usual. In the
 * browser, hydration keeps that HTML as it stands and runs none of its components; a client-side
 * navigation (no server HTML to keep) loads the part's code and renders it, waiting for it the
 * way a navigation waits for its data.
 *
 * So a part holds no client behaviour of its own. The site's action buttons (demo, ROI
 * calculator, contact, scroll to a section) work anywhere through one listener
 * (`StaticHtmlEvents`), and it navigates client-side for the links inside the `data-static-html`
 * wrapper, which this component sets while the wrapper shows the server's HTML. The wrapper is
 * laid out as if absent (`display: contents`).
 */
export function StaticHtml<N extends StaticPartName>({ part, props }: StaticHtmlProps<N>) {
  const id = useId();
  // Decided once, at the first render, with no second render: only a hydration finds the
  // server's element with this id (a client render's ids never match a server's).
  const [fromServer] = useState(
    () => typeof document === 'undefined' || document.getElementById(id) !== null,
  );
  if (fromServer && typeof document !== 'undefined') {
    return (
      <div
        id={id}
        className="contents"
        data-static-html=""
        dangerouslySetInnerHTML={SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div id={id} className="contents" {...(fromServer ? { 'data-static-html': '' } : {})}>
      <ReloadWhenPartFails>
        <Part name={part} props={(props ?? {}) as Record<string, unknown>} />
      </ReloadWhenPartFails>
    </div>
  );
}
