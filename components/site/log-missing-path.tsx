'use client';

import { useEffect } from 'react';

/**
 * Logs the address that has no page to the browser console (spec "Not-found page"). As
 * information, not a warning: a visitor's mistyped address is not a fault of the page.
 */
export function LogMissingPath() {
  useEffect(() => {
    console.info(`[404] no page for ${window.location.pathname}`);
  }, []);
  return null;
}
