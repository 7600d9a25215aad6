/**
 * The Standard Webhooks retry schedule: the first try at once, then after 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 14 h, 20 h and 24 h. After the tenth try fails the delivery is dead.
 */
export const RETRY_SCHEDULE_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;

export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length;
/** A receiver's Retry-After is honoured up to this long. */
const MAX_RETRY_AFTER_MS = 24 * 3_600_000;
const JITTER = 0.1;

/**
 * Milliseconds until the next try after `attemptsMade` tries have failed, or null when none is left.
 * ±10 % jitter spreads retries of many deliveries; a later Retry-After wins over the schedule.
 */
export function nextRetryDelayMs(
  attemptsMade: number,
  { random = Math.random, retryAfterMs }: { random?: () => number; retryAfterMs?: number } = {},
): number | null {
  if (attemptsMade >= MAX_ATTEMPTS) return null;
  const base = RETRY_SCHEDULE_MS[Math.max(attemptsMade, 1)] ?? 0;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * random()));
  const requested = Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS);
  return Math.max(jittered, requested);
}
