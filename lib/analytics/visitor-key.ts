import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { selectRows, type Executor } from '@/lib/db/client';

/** 'YYYY-MM-DD' of a moment, in UTC: the day a salt and a visitor key belong to. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The part of an address kept in the key: the /24 network of an IPv4 address, the /48 of an
 * IPv6 one (a household or an office, not a device); '' when there is none.
 */
export function truncatedAddress(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return '';
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) {
    parsed = parsed.toIPv4Address();
  }
  if (parsed instanceof ipaddr.IPv4) return `${parsed.octets.slice(0, 3).join('.')}.0/24`;
  return `${parsed.parts
    .slice(0, 3)
    .map((part) => part.toString(16))
    .join(':')}::/48`;
}

/**
 * A visitor's key for one day: a hash of that day's random salt, the site, the truncated address
 * and the browser and system families. The same person on the same network and browser keeps it
 * for the day; with the salt deleted, no one can tell which address made it.
 */
export function visitorKey(
  salt: string,
  site: string,
  network: string,
  browser: string,
  os: string,
): string {
  return createHash('sha256')
    .update([salt, site, network, browser, os].join('\n'))
    .digest('hex')
    .slice(0, 32);
}

// Salts this process has read, by day: at most the two days events can still belong to.
const salts = new Map<string, string>();

/**
 * The salt of `day`, made on first use by whichever instance asks first (the insert that loses
 * the race changes nothing, and both read the winner's).
 */
export async function saltFor(db: Executor, day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  await db.execute(
    sql`insert into analytics_salts (day, salt) values (${day}, ${randomBytes(32).toString('hex')})
        on conflict (day) do nothing`,
  );
  const [row] = await selectRows<{ salt: string }>(
    db,
    sql`select salt from analytics_salts where day = ${day}`,
  );
  if (!row) throw new Error(`analytics salt of ${day} missing after insert`);
  for (const old of salts.keys()) if (old < day) salts.delete(old);
  salts.set(day, row.salt);
  return row.salt;
}

/** Forgets the salts read so far (a test pointing the process at another database). */
export function forgetSalts(): void {
  salts.clear();
}

/** The oldest day whose events are still accepted and keyed: yesterday (a salt lives 48 h). */
export function oldestKeyedDay(now: Date): string {
  return utcDay(new Date(now.getTime() - DAY_MS));
}

/** Deletes the salts of days before yesterday; returns how many went. */
export async function deleteOldSalts(db: Executor, now: Date): Promise<number> {
  const gone = await selectRows<{ day: string }>(
    db,
    sql`delete from analytics_salts where day < ${oldestKeyedDay(now)} returning day`,
  );
  for (const { day } of gone) salts.delete(day);
  return gone.length;
}
