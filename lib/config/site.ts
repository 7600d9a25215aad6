import { LOCATION, SUPPORT_HOURS } from '@/lib/config/company';
import { env } from '@/lib/config/env';

/** Site facts shown on pages. Read from the environment (see README), with the brand's defaults. */
export function siteConfig() {
  const e = env();
  const adminUrl = new URL(e.ADMIN_URL ?? e.SITE_URL).origin;
  return {
    name: e.BRAND_NAME,
    description: `${e.BRAND_NAME} builds AI voice agents that answer calls, book appointments and qualify leads, plus AI sales coaching and roleplay training for sales teams and small businesses.`,
    url: e.SITE_URL.replace(/\/$/, ''),
    /** Where the admin (/admin, /api/admin, /api/auth) is served: ADMIN_URL, else the site. */
    adminUrl,
    /** The admin page, linked from the footer (absolute when it has its own origin). */
    adminPage: e.ADMIN_URL ? `${adminUrl}/admin` : '/admin',
    loginUrl: e.LOGIN_APP_URL,
    supportHours: SUPPORT_HOURS,
    location: `${LOCATION.locality}, ${LOCATION.region}`,
    socials: [
      { label: 'LinkedIn', href: e.SOCIAL_LINKEDIN_URL },
      { label: 'X (Twitter)', href: e.SOCIAL_X_URL },
    ],
    parentCompany: { name: e.PARENT_COMPANY_NAME, href: e.PARENT_COMPANY_URL },
    reqPrefix: e.REQ_PREFIX,
    email: {
      noReply: e.EMAIL_NO_REPLY,
      careers: e.EMAIL_CAREERS,
      salesReplyTo: e.EMAIL_SALES_REPLY_TO,
    },
    pricePerMinute: 0.15,
  } as const;
}

/**
 * A link from the admin to a public page. Relative while the admin shares the site's origin, so
 * the browser stays on the address in use (SITE_URL may be unset or name another address);
 * absolute on SITE_URL when the admin has an origin of its own, whose host serves no public page.
 */
export function publicPageHref(path: `/${string}`): string {
  const e = env();
  return e.ADMIN_URL ? `${e.SITE_URL.replace(/\/$/, '')}${path}` : path;
}

export type SiteConfig = ReturnType<typeof siteConfig>;
