/** How many days a posting stays open when the admin gives no closing date. */
const DEFAULT_OPEN_DAYS = 60;

/**
 * A job page's address: the readable title plus the requisition number, which is never issued
 * twice, so a slug is never reused. The migration computes the same for jobs that existed before.
 */
export function jobSlug(title: string, reqNumber: string): string {
  return `${title}-${reqNumber}`
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
}

/** The default closing date: `DEFAULT_OPEN_DAYS` after the posting date (both `YYYY-MM-DD`). */
export function defaultValidThrough(datePosted: string): string {
  const date = new Date(`${datePosted}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + DEFAULT_OPEN_DAYS);
  return date.toISOString().slice(0, 10);
}
