import { nextRetryDelayMs, RETRY_SCHEDULE_MS } from '@/lib/delivery/retry-schedule';
import { round } from './stats';

/**
 * The site's own constants the report quotes, read from the code (never retyped): the first
 * retry of a failed webhook delivery and its jitter.
 */
export interface DeliveryConstants {
  /** Delay before the second try of a delivery (the schedule's first retry). */
  firstRetryMs: number;
  /** ± this share of the delay, in %. */
  jitterPercent: number;
}

export function deliveryConstants(): DeliveryConstants {
  const firstRetryMs = RETRY_SCHEDULE_MS[1];
  // The jitter is private to retry-schedule.ts: it is read off the delay at its two extremes.
  const shortest = nextRetryDelayMs(1, { random: () => 0 }) ?? firstRetryMs;
  const longest = nextRetryDelayMs(1, { random: () => 1 }) ?? firstRetryMs;
  return {
    firstRetryMs,
    jitterPercent: round(((longest - shortest) / 2 / firstRetryMs) * 100, 1),
  };
}
