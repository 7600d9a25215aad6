'use client';

import { lazy, useId, useState } from 'react';
import type { ComponentType } from 'react';
import { staticParts, type StaticPartName, type StaticPartProps } from './parts';

/** Hydration leaves an element with this inner HTML as the server sent it, children and all. */
const SERVER_HTML = { __html: '' };

type PartComponent = ComponentType<Record<string, unknown>>;

// lazy() loads nothing until a part is first rendered without server HTML.
const partComponents = new Map<string, PartComponent>(
  Object.entries(staticParts).map(([name, load]) => [
    name,
    lazy(load as () => Promise<{ default: PartComponent }>),
  ]),
);

/** Starts loading a part's code ahead of a client-side render that will need it. */
export function preloadStaticPart(name: StaticPartName): void {
  void staticParts[name]();
}

type StaticHtmlProps<N extends StaticPartName> = { part: N } & (undefined extends StaticPartProps<N>
  ? { props?: StaticPartProps<N> }
  : { props: StaticPartProps<N> });

/**
 * Content that needs no JavaScript, sent once, as HTML. An App Router page otherwise repeats every
 * server-rendered element in the hydration payload at the end of the HTML; for a part rendered
 * here the payload holds only its name and props. The server renders the part as usual. In the
 * browser, hydration keeps that HTML as it stands and runs none of its components; a client-side
 * navigation (no server HTML to keep) loads the part's code and renders it.
 *
 * So a part holds no client behaviour of its own: its links and the site's action buttons (demo,
 * ROI calculator, contact, scroll to a section) are handled for it by `StaticHtmlEvents`, from
 * the `data-static-html` attribute this wrapper carries while it shows the server's HTML. The
 * wrapper is laid out as if absent (`display: contents`).
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
  const Part = partComponents.get(part);
  if (!Part) return null;
  return (
    <div id={id} className="contents" {...(fromServer ? { 'data-static-html': '' } : {})}>
      {/* eslint-disable-next-line react-hooks/static-components -- made once, at module scope */}
      <Part {...(props as Record<string, unknown>)} />
    </div>
  );
}
