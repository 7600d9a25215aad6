import 'server-only';
import pino, { type Logger } from 'pino';
import { currentRequestId } from '@/lib/log/request-context';
import { describeError, redactFields, scrubText, type LogFields } from '@/lib/log/redact';

export type LogLevel = 'info' | 'warn' | 'error';

/**
 * Production writes one JSON object per line (level, time, event, requestId, msg and the
 * event's fields) for a log collector; development and tests get the same line as plain text,
 * through the console so a person (and a test's console spy) reads it as before.
 */
function jsonLines(): boolean {
  return process.env.NODE_ENV === 'production';
}

const loggerKey = Symbol.for('sonara.logger');
type Holder = typeof globalThis & { [loggerKey]?: Logger };

/**
 * One pino instance per process, writing to stdout in the calling thread (no worker-thread
 * transport, which Next.js server bundles cannot load); stdout to a file or pipe is synchronous
 * on Linux, so a line written just before the process exits is not lost.
 */
function pinoLogger(): Logger {
  const holder = globalThis as Holder;
  holder[loggerKey] ??= pino(
    {
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    process.stdout,
  );
  return holder[loggerKey];
}

/** The plain-text form of a line: the message, then the event and its fields. */
function textLine(event: string, message: string, fields: LogFields): string {
  const pairs = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  return `${message} (${[event, ...pairs].join(' ')})`;
}

/**
 * Writes one log line. `event` names what happened (`lead.created`, `auth.sign-in.failed`);
 * `fields` say about what: ids and counts, never personal data (names of such fields are dropped,
 * emails and IP addresses in texts masked). An `error` adds its kind and message, not its stack.
 */
export function writeLog(
  level: LogLevel,
  event: string,
  message: string,
  fields: LogFields = {},
  error?: unknown,
): void {
  const clean = redactFields({
    ...fields,
    ...(error === undefined ? {} : { error: describeError(error) }),
    requestId: currentRequestId(),
  });
  const text = scrubText(message);
  if (jsonLines()) {
    pinoLogger()[level]({ event, ...clean }, text);
    return;
  }
  // A test run prints only what may be wrong; every stored lead would bury it otherwise.
  if (level === 'info' && process.env.NODE_ENV === 'test') return;
  const line = textLine(event, text, clean);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

/** The site's logger: `log.info('lead.created', '[leads] lead stored', { leadId })`. */
export const log = {
  info: (event: string, message: string, fields?: LogFields) =>
    writeLog('info', event, message, fields),
  warn: (event: string, message: string, fields?: LogFields, error?: unknown) =>
    writeLog('warn', event, message, fields, error),
  error: (event: string, message: string, fields?: LogFields, error?: unknown) =>
    writeLog('error', event, message, fields, error),
};
