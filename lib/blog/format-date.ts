const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'MMMM d, yyyy' in US English ("November 10, 2026") for a YYYY-MM-DD date. The date is read and
 * printed in UTC so it never shifts a day with the server's or visitor's time zone.
 */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  return longDate.format(date);
}
