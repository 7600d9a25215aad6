import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What Node's `http.server.request.start` channel hands over for each incoming request. */
export interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
}

// One registry per process: route bundles may each carry a copy of this module.
const INSTALLED = Symbol.for('sonara.requestStartHooks');
type GlobalWithHooks = typeof globalThis & { [INSTALLED]?: Set<string> };

function installed(): Set<string> {
  const holder = globalThis as GlobalWithHooks;
  holder[INSTALLED] ??= new Set();
  return holder[INSTALLED];
}

/**
 * Runs `hook` on every incoming request as it arrives, before Next.js reads it: the one place
 * the server can stamp or link a request for later steps (a route handler, the proxy's matcher,
 * the request-error hook). Installed once per process under `name`, however many bundled copies
 * of the caller ask; keep each hook to a few property writes, since every request pays for it.
 */
export function onRequestStart(name: string, hook: (start: RequestStart) => void): void {
  const hooks = installed();
  if (hooks.has(name)) return;
  hooks.add(name);
  subscribe('http.server.request.start', (message) => hook(message as RequestStart));
}

/** Whether the hook called `name` runs in this process. */
export function requestStartHookInstalled(name: string): boolean {
  return installed().has(name);
}
