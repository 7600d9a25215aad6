/**
 * Text the database can store everywhere. PostgreSQL refuses U+0000 in text and jsonb, and jsonb
 * refuses a lone UTF-16 surrogate (half of an emoji, only possible from a JSON `\ud800` escape),
 * so such input would fail deep inside a write; it is refused up front as a field error instead.
 * Shared by the browser forms and the server (no server-only import).
 */

export const UNSUPPORTED_CHARACTERS_MESSAGE = 'Please remove unsupported characters.';

const UNSUPPORTED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds neither U+0000 nor a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSUPPORTED.test(value);
}

/** The same text with lone surrogates replaced by U+FFFD, as a UTF-8 encoder would write them. */
export function toStorableText(value: string): string {
  return value.replace(new RegExp(UNSUPPORTED.source, 'g'), (char) =>
    char === '\u0000' ? '' : '\ufffd',
  );
}
