import { COMPANY_TIME_ZONE } from '@/lib/config/company';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The company time zone's offset from UTC at a moment, in minutes ("GMT-05:00" -> -300). */
function offsetMinutes(moment: number): number {
  const name = offsetFormat.formatToParts(moment).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The last second of a company calendar day (YYYY-MM-DD) as ISO 8601 with the zone's offset that
 * day, e.g. "2026-12-31T23:59:59-05:00": a posting is open through its whole closing day in Miami.
 * Clocks change at 2 AM, so the offset at 23:59:59 is never ambiguous.
 */
export function endOfCompanyDay(date: string): string {
  const asUtc = Date.parse(`${date}T23:59:59Z`);
  const offset = offsetMinutes(asUtc - offsetMinutes(asUtc) * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${date}T23:59:59${sign}${hours}:${minutes}`;
}
