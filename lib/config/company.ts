// Company facts that are not configuration: content (also client components) quotes them from here.

/** When people answer support requests. */
export const SUPPORT_HOURS = 'Monday to Friday, 9 AM to 6 PM Eastern';

/** Where the company is (footer, contact details, structured data). */
export const LOCATION = { locality: 'Miami', region: 'FL', country: 'US' } as const;

/** The company's time zone (Miami): the calendar day of "today" for job postings. */
export const COMPANY_TIME_ZONE = 'America/New_York';

/** The company's calendar date of a moment, as YYYY-MM-DD. */
export function companyDate(moment: Date): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}
