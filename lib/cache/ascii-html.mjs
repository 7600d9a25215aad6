// Writes a page's HTML with ASCII characters only, each other character escaped in the way its
// place in the document reads back as the same character.
//
// Why: V8 keeps a string with any character above U+00FF (one curly apostrophe is enough) as two
// bytes per character, and Node then has to transcode all of it on every write of a cached page,
// and scan it again to count its UTF-8 bytes for Content-Length. An all-ASCII page is written
// as it is. Plain JavaScript because the cache handler, which Next loads outside the app's bundle,
// imports it.

/**
 * What a browser does not read as markup: comments and CDATA sections (no references decoded,
 * and a `<script` inside a comment opens nothing), and raw-text elements, whose opening tag is
 * markup (its quoted attribute values may hold a `>`) but whose content is not.
 */
const NOT_MARKUP =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<(script|style|iframe|noembed|noframes|xmp)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>/gi;
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_ALL = /[^\x00-\x7f]/g;
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu;

/** `\uXXXX` per UTF-16 unit: what a JavaScript string, template, regular expression or JSON reads. */
function scriptEscape(character) {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** A numeric character reference per code point: what HTML text and attribute values read. */
function htmlEscape(character) {
  return `&#x${character.codePointAt(0).toString(16)};`;
}

/**
 * The same document in ASCII, or the HTML unchanged when it is ASCII already or when a character
 * stands where no escape reads back the same: in a comment or CDATA section, in raw text other
 * than a script (a stylesheet), or just after a backslash in a script (`\u` would then read as an
 * escaped backslash).
 * @param {string} html
 * @returns {string}
 */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html)) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(NOT_MARKUP)) {
    const [whole, name, attributes = '', content = ''] = match;
    out += html.slice(last, match.index).replace(NON_ASCII_CODE_POINTS, htmlEscape);
    last = match.index + whole.length;
    // A comment or CDATA section: nothing in it is decoded.
    if (name === undefined) {
      if (NON_ASCII.test(whole)) return html;
      out += whole;
      continue;
    }
    const script = name.toLowerCase() === 'script';
    if (NON_ASCII.test(content) && (!script || /\\[^\x00-\x7f]/.test(content))) return html;
    const closing = whole.slice(whole.lastIndexOf('</'));
    out += `<${name}${attributes.replace(NON_ASCII_CODE_POINTS, htmlEscape)}>`;
    out += content.replace(NON_ASCII_ALL, scriptEscape) + closing;
  }
  return out + html.slice(last).replace(NON_ASCII_CODE_POINTS, htmlEscape);
}
