'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, errorText } from '@/components/admin/api';
import type { PixelPreview } from '@/lib/pixels/pixel-preview';

const DEBOUNCE_MS = 300;

/** The value after it has stopped changing for a moment, so typing sends one request, not many. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * What the pixel code will inject and what it drops, and why, as the server's parser reads it (the
 * same parser that renders saved pixels), shown live while the admin edits and before saving.
 */
export function PixelPreviewPanel({ code, location }: { code: string; location: 'head' | 'body' }) {
  const settled = useSettled({ code: code.trim(), location });
  const preview = useQuery({
    queryKey: ['pixel-preview', settled.location, settled.code],
    queryFn: () =>
      api<PixelPreview>('/api/admin/pixels/preview', { method: 'POST', body: settled }),
    enabled: settled.code !== '',
    placeholderData: (previous) => previous,
  });

  if (settled.code === '') return null;
  const data = preview.data;
  return (
    <section
      aria-label="Pixel preview"
      aria-live="polite"
      className="flex flex-col gap-3 rounded-md border p-3 text-sm"
      data-testid="pixel-preview"
    >
      <h3 className="font-semibold">
        Preview: what goes into the {location === 'head' ? 'page head' : 'end of the body'}
      </h3>
      {preview.isError ? (
        <p className="text-destructive">Preview unavailable: {errorText(preview.error)}</p>
      ) : null}
      {data ? (
        <>
          <div>
            <p className="font-medium">Will be injected ({data.injected.length})</p>
            {data.injected.length === 0 ? (
              <p className="text-muted-foreground">Nothing: no element of this code is injected.</p>
            ) : (
              <ul className="mt-1 flex flex-col gap-1" aria-label="Injected elements">
                {data.injected.map((element, index) => (
                  <li key={index} className="font-mono text-xs break-all">
                    {element.summary}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {data.dropped.length > 0 ? (
            <div className="rounded-md border border-destructive/40 bg-destructive/5 p-2">
              <p className="font-medium text-destructive">
                Will be dropped ({data.dropped.length})
              </p>
              <ul className="mt-1 flex flex-col gap-1" aria-label="Dropped parts">
                {data.dropped.map((part, index) => (
                  <li key={index}>
                    <span className="font-mono text-xs break-all">Dropped: {part.what}</span>
                    <span className="text-muted-foreground"> — {part.reason}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : preview.isFetching ? (
        <p className="text-muted-foreground">Checking the code...</p>
      ) : null}
    </section>
  );
}
