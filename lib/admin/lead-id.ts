import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { HttpError } from '@/lib/http/errors';

export const LEAD_NOT_FOUND = 'That lead does not exist.';

/** A lead id from the URL; anything but a UUID names no lead (and never reaches the database). */
export function leadId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw new HttpError('not_found', LEAD_NOT_FOUND);
  return id;
}
