import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value : undefined));

/** Every environment variable the site reads, with its default. Parsed once, at first use. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Empty counts as unset (`SITE_URL=` in a compose file): the default, and a warning in production.
  SITE_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  ),
  ADMIN_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Renders tracking pixels on a production server whose admin shares the site's origin (no
  // ADMIN_URL), although any pixel's script could then act as a signed-in admin.
  ALLOW_PIXELS_ON_ADMIN_ORIGIN: booleanFlag,
  BRAND_NAME: z.string().trim().min(1).max(60).default('Sonara AI'),
  LOGIN_APP_URL: z.url({ protocol: /^https?$/ }).default('https://app.sonara.ai/login'),
  SOCIAL_LINKEDIN_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.linkedin.com/company/sonara-ai'),
  SOCIAL_X_URL: z.url({ protocol: /^https?$/ }).default('https://x.com/sonara_ai'),
  PARENT_COMPANY_NAME: z.string().trim().min(1).max(80).default('Northwind Labs'),
  PARENT_COMPANY_URL: z.url({ protocol: /^https?$/ }).default('https://northwindlabs.dev'),
  REQ_PREFIX: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be three capital letters')
    .default('SON'),
  EMAIL_NO_REPLY: z.email().default('no-reply@sonara.ai'),
  EMAIL_CAREERS: z.email().default('careers@sonara.ai'),
  EMAIL_SALES_REPLY_TO: z.email().default('sales@sonara.ai'),

  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value : undefined))
    .pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),

  BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
  ADMIN_USERNAME: optionalText.pipe(
    z
      .string()
      .regex(/^[a-zA-Z0-9_.]{3,30}$/)
      .optional(),
  ),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12).max(128).optional()),
  TRUST_PROXY: booleanFlag,

  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  LEADS_NOTIFY_EMAIL: optionalText.pipe(z.email().optional()),
  ALLOW_PRIVATE_WEBHOOKS: booleanFlag,
  DELIVERY_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  // A sender's claim on a delivery; a row whose sender died is sent again once it expires. Longer
  // than one try (15 s), so a second sender never takes a row that is still being sent.
  DELIVERY_CLAIM_LOCK_MS: z.coerce.number().int().min(20_000).max(3_600_000).default(60_000),
  SYSTEM_PIXEL_CODE: optionalText,
  SYSTEM_PIXEL_NAME: z.string().trim().min(1).max(80).default('Identity Super Pixel'),
  // The consent category of the built-in pixel; it obeys consent like any other pixel.
  SYSTEM_PIXEL_CATEGORY: z.enum(['necessary', 'analytics', 'marketing']).default('marketing'),
  // Raising the policy version asks every visitor for consent again.
  CONSENT_POLICY_VERSION: z.string().trim().min(1).max(40).default('1'),
  // How long a visitor's consent decision is remembered before the banner asks again (~6 months).
  CONSENT_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(395).default(182),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // Confirmation emails one address may receive in 24 hours, however many clients submit it.
  CONFIRMATION_EMAILS_PER_RECIPIENT: z.coerce.number().int().min(1).max(100).default(3),
  // A form sent sooner than this after it rendered is kept for spam review, not delivered (0: off).
  SPAM_MIN_SUBMIT_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  // How many spam-caught submissions are kept for review (oldest purged first; also 30 days at most).
  SPAM_MAX_KEPT: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // Days raw visitor events are kept; past days stay as daily rollups for good.
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(2).max(400).default(30),
  // Accepted visitor events one instance holds while the database does not take them; beyond it
  // new events are dropped (and counted in the log), so an outage never grows the memory.
  ANALYTICS_BUFFER_MAX: z.coerce.number().int().min(100).max(1_000_000).default(10_000),
  // Seals the team's calendar passwords in the database: 32 random bytes, base64 or hex
  // (`openssl rand -base64 32`). Without it no calendar can be connected; bookings still work
  // from working hours, with invites sent as email attachments.
  CALENDAR_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => /^[0-9a-fA-F]{64}$/.test(value) || Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes, base64 or hex (openssl rand -base64 32)',
      )
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** The schema with its rules across variables. */
const checkedEnvSchema = envSchema.superRefine((e, context) => {
  // The admin's host serves no public page, so a site on that same host would be all 404s.
  const host = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).host : '');
  if (e.ADMIN_URL && host(e.ADMIN_URL) === host(e.SITE_URL)) {
    context.addIssue({
      code: 'custom',
      path: ['ADMIN_URL'],
      message: "must name a host other than SITE_URL's (a second host name for the admin)",
    });
  }
});

/** Parses an environment; throws one error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process environment, validated once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
