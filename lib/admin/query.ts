import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { HttpError } from '@/lib/http/errors';
import { storableString } from '@/lib/validation/safe-zod';

/** The earliest and latest day a date filter accepts: the database's timestamps stay in range. */
const DATE_FILTER_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const;

const DATE_RANGE_MESSAGE = `Use a date between ${DATE_FILTER_RANGE.min} and ${DATE_FILTER_RANGE.max}`;

/** A `YYYY-MM-DD` query value within the sane range (ISO dates compare as text). */
export const dateFilter = z.iso
  .date('Use a date like 2026-01-31')
  .refine(
    (value) => value >= DATE_FILTER_RANGE.min && value <= DATE_FILTER_RANGE.max,
    DATE_RANGE_MESSAGE,
  );

/** A free-text search value the database can compare. */
export const searchText = storableString('Search must be text')
  .trim()
  .max(200, 'Search at most 200 characters');

/**
 * A query string parsed by its schema. A bad parameter is the caller's mistake in the URL, so it
 * answers 400 naming the parameter (a 422 with field errors is for a submitted form's body).
 */
export function parseQuery<T extends z.ZodType>(
  schema: T,
  query: Record<string, unknown>,
): z.output<T> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues)
    fieldErrors[issue.path.join('.') || 'query'] ??= issue.message;
  const [name, message] = Object.entries(fieldErrors)[0] ?? ['query', 'Invalid query'];
  throw new HttpError('bad_request', `Bad query parameter ${name}: ${message}`, {
    fields: fieldErrors,
  });
}
