// Company facts that are not configuration: content (also client components) quotes them from here.

/** When people answer support requests. */
export const SUPPORT_HOURS = 'Monday to Friday, 9 AM to 6 PM Eastern';

/** Where the company is (footer, contact details, structured data). */
export const LOCATION = { locality: 'Miami', region: 'FL', country: 'US' } as const;
