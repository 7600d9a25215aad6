'use client';

import { useEffect, useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';

type SitemapState =
  | { status: 'loading' }
  | { status: 'loaded'; xml: string; urlCount: number }
  | { status: 'failed' };

const ERROR_COMMENT = '<!-- Error loading XML sitemap -->';

async function loadSitemap(signal: AbortSignal): Promise<SitemapState> {
  const response = await fetch('/sitemap.xml', { signal });
  if (!response.ok) throw new Error(`sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('Invalid XML');
  return { status: 'loaded', xml, urlCount: document.getElementsByTagName('url').length };
}

/**
 * The live /sitemap.xml, collapsed by default, with the number of URLs it lists. The toggle's
 * classes come finished from the server (no class merging here).
 */
export function XmlSitemapViewer({ toggleClassName }: { toggleClassName: string }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<SitemapState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadSitemap(controller.signal)
      .then(setState)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Error loading XML sitemap', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);

  return (
    <div className="rounded-xl border bg-background">
      <div className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div>
          <h2 id={`${panelId}-title`} className="text-xl font-semibold">
            XML Sitemap
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {state.status === 'loading' ? 'Loading sitemap.xml…' : null}
            {state.status === 'failed' ? 'The XML sitemap could not be loaded.' : null}
            {state.status === 'loaded' ? (
              <>
                <span data-testid="sitemap-url-count" className="font-semibold text-foreground">
                  {state.urlCount}
                </span>{' '}
                URLs listed for search engines
              </>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className={toggleClassName}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide XML' : 'Show XML'}
          <Icon
            name="chevron-down"
            className={`transition-transform motion-reduce:transition-none${open ? ' rotate-180' : ''}`}
          />
        </button>
      </div>
      <div id={panelId} hidden={!open} className="border-t">
        <pre
          role="region"
          aria-label="sitemap.xml contents"
          tabIndex={0}
          className="max-h-[32rem] overflow-auto p-6 font-mono text-xs leading-relaxed whitespace-pre-wrap"
        >
          {state.status === 'loaded' ? state.xml : null}
          {state.status === 'failed' ? ERROR_COMMENT : null}
          {state.status === 'loading' ? 'Loading…' : null}
        </pre>
      </div>
    </div>
  );
}
