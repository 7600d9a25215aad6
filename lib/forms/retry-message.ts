/** The wait in words: seconds under a minute, then whole minutes (rounded up), then hours. */
function waitText(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

/**
 * What a rate-limited visitor reads: when to try again, from the response's `Retry-After`
 * seconds. Shared by the route's 429 body and the browser form's notice.
 */
export function tooManySubmissionsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds)) {
    return 'Too many submissions. Please try again later.';
  }
  return `Too many submissions. Please try again in ${waitText(retryAfterSeconds)}.`;
}
