import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE } from '@/lib/validation/safe-text';

/**
 * A string schema that refuses what the database cannot store (U+0000, lone surrogates) with a
 * field error; chain `.trim()`, `.min()` and `.max()` after it as on `z.string()`.
 */
export function storableString(error?: string) {
  return z.string(error).refine(isStorableText, UNSUPPORTED_CHARACTERS_MESSAGE);
}
