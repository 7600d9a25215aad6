import type { PeriodTotal } from '@/lib/admin/overview-types';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "42 submissions, +17% vs previous 30 days"; a previous period without any has no percentage. */
export function totalText(total: PeriodTotal, days: number): string {
  const count = plural(total.current, 'submission', 'submissions');
  return `${count}, ${changeText(total, days)}`;
}

/** The change against the previous period: "+17% vs previous 30 days", or why there is none. */
function changeText(total: PeriodTotal, days: number): string {
  if (total.changePercent === null) return `none in the previous ${days} days`;
  return `${percentText(total.changePercent)} vs previous ${days} days`;
}

/** A change in percent with its sign: "+17%", "-5%", "0%". */
export function percentText(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/** A share in percent, rounded down to one decimal so a failure never shows as "100%". */
export function shareText(share: number | null): string {
  return share === null ? '–' : `${Math.floor(share * 1000) / 10}%`;
}

/**
 * A company calendar day (YYYY-MM-DD) as "Nov 24"; the date is already the company's. Anything
 * else comes back as it is (the chart asks before any bar is hovered, with no day at all).
 */
export function dayLabel(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
