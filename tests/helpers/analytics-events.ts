let serial = 0;

/**
 * A stored visitor event for tests to insert as it is: a desktop Chrome on Linux viewing `/`
 * unless `extra` says otherwise; ids count up, so events of the same moment keep their order.
 */
export function rawEvent(visitor: string, at: string, extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    at: new Date(at),
    name: 'pageview',
    visitor,
    path: '/',
    entry: false,
    browser: 'Chrome',
    os: 'Linux',
    device: 'desktop',
    ...extra,
  };
}
