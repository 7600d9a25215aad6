import 'server-only';
import type { BetterAuthOptions } from 'better-auth';
import { writeLog, type LogLevel } from '@/lib/log/logger';
import { describeError, scrubSecrets, scrubText } from '@/lib/log/redact';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

const LEVELS: Record<AuthLogLevel, LogLevel> = {
  debug: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
};

/** One argument of a library log call as text a log may hold: no token, secret or address. */
function describeArgument(value: unknown): string {
  if (value instanceof Error) return describeError(value);
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return scrubSecrets(scrubText(text));
}

/**
 * better-auth's logger option: every line the library writes goes through the site's logger, so
 * it is redacted like ours. Its own logger prints what it is given in clear, such as a failed
 * query whose parameters hold the session token being looked up.
 */
export const authLogger: NonNullable<BetterAuthOptions['logger']> = {
  level: 'error',
  log: (level, message, ...args: unknown[]) => {
    const text = [message, ...args.map(describeArgument)].join(' ');
    writeLog(LEVELS[level], 'auth.library', `[auth] ${scrubSecrets(text)}`);
  },
};
