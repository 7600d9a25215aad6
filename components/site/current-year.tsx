'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The current year, computed in the visitor's browser so a cached page never shows a stale year. */
export function CurrentYear({ serverYear }: { serverYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => serverYear,
  );
  return <>{year}</>;
}
