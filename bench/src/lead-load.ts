import { randomUUID } from 'node:crypto';
import { epochMs } from './receiver';
import { sleep } from './stats';

/** One contact submission as the client saw it. */
export interface Submission {
  key: string;
  /** Epoch milliseconds: request sent, answer received (or failed). */
  startedAt: number;
  endedAt: number;
  /** HTTP status; 0 when the connection failed (the outcome is unknown to the client). */
  status: number;
  id?: string;
  replayed?: boolean;
  error?: string;
}

/** A valid contact submission, unique per call so every stored row can be told apart. */
export function contactBody(serial: number): string {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: `Visitor ${serial}`,
    email: `bench-${serial}@example.com`,
    phone: '(305) 555-0100',
    company: 'Benchmark Dental',
    industry: 'dental',
    employeeCount: '11-50',
    serviceType: 'managed',
    message: 'A load-test submission: we miss calls at lunch.',
    agreeToTerms: true,
    sourcePage: '/#contact',
  });
}

export const newIdempotencyKey = () => `bench-${randomUUID()}`;

let serial = 0;

/** Posts one contact lead the way the site's form does (same origin, idempotency key). */
export async function submitContact(
  baseUrl: string,
  key = newIdempotencyKey(),
): Promise<Submission> {
  const startedAt = epochMs();
  serial += 1;
  try {
    const response = await fetch(`${baseUrl}/api/forms/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseUrl,
        'sec-fetch-site': 'same-origin',
        'idempotency-key': key,
      },
      body: contactBody(serial),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const endedAt = epochMs();
    let id: string | undefined;
    try {
      const parsed = JSON.parse(text) as { id?: unknown };
      if (typeof parsed.id === 'string') id = parsed.id;
    } catch {
      // Not JSON: the status says enough.
    }
    return {
      key,
      startedAt,
      endedAt,
      status: response.status,
      id: response.status === 201 ? id : undefined,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      error: response.status >= 400 ? text.slice(0, 200) : undefined,
    };
  } catch (error) {
    return {
      key,
      startedAt,
      endedAt: epochMs(),
      status: 0,
      error:
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error),
    };
  }
}

export interface ClosedLoadOptions {
  baseUrl: string;
  /** Submissions in flight at once. */
  concurrency: number;
  durationMs: number;
  /** Stops early when it returns true (checked before each submission). */
  stop?: () => boolean;
}

/** As many submissions as `concurrency` clients manage in `durationMs`, back to back. */
export async function closedLoad(options: ClosedLoadOptions): Promise<Submission[]> {
  const results: Submission[] = [];
  const deadline = Date.now() + options.durationMs;
  const client = async () => {
    while (Date.now() < deadline && !options.stop?.()) {
      results.push(await submitContact(options.baseUrl));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return results;
}

export interface PacedLoadOptions {
  baseUrl: string;
  perSecond: number;
  durationMs: number;
  /** Called with the elapsed milliseconds before each submission (to script an outage). */
  onTick?: (elapsedMs: number) => Promise<void> | void;
}

/** A steady arrival rate (open loop): one submission every 1/perSecond s, whatever the answers. */
export async function pacedLoad(options: PacedLoadOptions): Promise<Submission[]> {
  const pending: Promise<Submission>[] = [];
  const start = Date.now();
  const interval = 1000 / options.perSecond;
  for (let index = 0; ; index += 1) {
    const due = start + index * interval;
    if (due - start >= options.durationMs) break;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    await options.onTick?.(Date.now() - start);
    pending.push(submitContact(options.baseUrl));
  }
  return Promise.all(pending);
}

/** Counts of each status (0 = connection failed). */
export function statusCounts(submissions: Submission[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const submission of submissions) {
    const key = String(submission.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** True when the site has the contact endpoint (an empty JSON body gets 4xx, not 404). */
export async function contactEndpointAvailable(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/forms/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      'sec-fetch-site': 'same-origin',
    },
    body: '{}',
  });
  await response.arrayBuffer();
  return response.status !== 404 && response.status !== 405;
}
