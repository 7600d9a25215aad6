import 'server-only';

/**
 * Whether an error means "the database cannot be reached right now" rather than a bug: the
 * request may succeed later, so it deserves 503 and Retry-After, not 500. Recognised by the codes
 * and messages the drivers use, never by `instanceof` (each route bundle may carry its own copy of
 * a driver's classes), looking through wrappers (`cause`) and multi-address failures (`errors`).
 */

/** Socket errors of a connection that failed or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (server shutting down or
 * starting), 53300 (too many connections) and 3D000 (the database itself is gone).
 */
const SQLSTATE = /^(08\d{3}|57P0[1-3]|53300|3D000)$/;

const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:is )?(?:closed|ended)/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
  /database .* does not exist/i,
  /the database system is (?:starting up|shutting down)/i,
];

function matches(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
