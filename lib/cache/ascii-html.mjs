// Writes a page's HTML with ASCII characters only, each other character escaped in the way its
// place in the document reads back as the same character.
//
// Why: V8 keeps a string with any character above U+00FF (one curly apostrophe is enough) as two
// bytes per character, and Node then has to transcode all of it on every write of a cached page,
// and scan it again to count its UTF-8 bytes for Content-Length. An all-ASCII page is written
// as it is, provided V8 also stores it one byte per character: a string built from pieces of a
// two-byte one stays two-byte whatever its characters, so the result is copied into a one-byte
// string (the last step below). Measured with a bare Node server and a 74 KB page: about 400 us
// of CPU per response for the two-byte string against 60 us for the same text one byte per
// character. Plain JavaScript, like the cache handler that imports it.
//
// Markup text and attribute values take numeric character references. Inside a script only a
// data script is escaped: the hydration payload Next writes (JSON inside a JavaScript string) and
// JSON blocks, where a non-ASCII character can only stand inside a string literal, so `\uXXXX`
// reads back the same. Any other script (a pasted tracking pixel may hold a no-break space between
// tokens, where `\u00a0` would be a syntax error), raw text that is not a script, a comment or a
// CDATA section holding such a character leaves the page as it was: correct, only slower to send.

/**
 * Where the browser stops reading markup: comments, CDATA sections and raw-text elements (their
 * content is not markup; `<noscript>` is raw text when scripting is on, as it is for visitors).
 */
const OPENER =
  /<!--|<!\[CDATA\[|<(script|style|iframe|noembed|noframes|xmp|noscript|plaintext)(?![\w-])/gi;
/** The rest of an opening tag: a `>` inside a quoted attribute value does not end it. */
const TAG_REST = /(?:[^>"']|"[^"]*"|'[^']*')*>/y;
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_ALL = /[^\x00-\x7f]/g;
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu;
/** C1 controls: the parser maps `&#x80;`-`&#x9f;` to other characters (Windows-1252's). */
const C1_CONTROL = /[\x80-\x9f]/;

/** `\uXXXX` per UTF-16 unit: what a JavaScript or JSON string literal reads. */
function scriptEscape(character) {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * The same ASCII text stored by V8 one byte per character (whatever the pieces it was built from
 * were), so Node writes it without transcoding and counts its bytes without scanning it. Only for
 * ASCII: a Latin-1 copy keeps just the low byte of a wider character.
 * @param {string} ascii
 */
function oneByte(ascii) {
  return Buffer.from(ascii, 'latin1').toString('latin1');
}

/** A numeric character reference per code point: what HTML text and attribute values read. */
function htmlEscape(character) {
  return `&#x${character.codePointAt(0).toString(16)};`;
}

/**
 * The end tag of a raw-text element, as the tokenizer finds it: `</name` then HTML's whitespace
 * (tab, line feed, form feed, carriage return, space), `/` or `>`. Not JavaScript's `\s`, which
 * also takes no-break and other Unicode spaces that do not end a tag name.
 */
function endTagOf(name) {
  return new RegExp(`</${name}(?=[\\t\\n\\f\\r />])[^>]*>`, 'gi');
}

/** A script whose non-ASCII characters can only stand inside string literals: Next's hydration
 * payload and JSON blocks. */
function isDataScript(attributes, content) {
  return (
    /^\(?self\.__next_f\b/.test(content) ||
    /\btype\s*=\s*["']?application\/(?:ld\+)?json["'\s>]/i.test(`${attributes}>`)
  );
}

/**
 * The same document in ASCII, stored one byte per character (an ASCII document comes back as the
 * same text, stored so); or the HTML unchanged when a character stands where no escape reads back
 * the same (see above), or when the document cannot be read to its end (an unclosed comment or
 * raw-text element: stopping there keeps the work linear).
 * @param {string} html
 * @returns {string}
 */
export function asciiHtml(html) {
  if (C1_CONTROL.test(html)) return html;
  if (!NON_ASCII.test(html)) return oneByte(html);
  let out = '';
  let last = 0;
  OPENER.lastIndex = 0;
  for (let open = OPENER.exec(html); open; open = OPENER.exec(html)) {
    const start = open.index;
    const afterName = start + open[0].length;
    let element;
    let end;
    if (open[1] === undefined) {
      const terminator = open[0] === '<!--' ? '-->' : ']]>';
      const close = html.indexOf(terminator, afterName);
      if (close === -1) return html;
      end = close + terminator.length;
      element = html.slice(start, end);
      if (NON_ASCII.test(element)) return html;
    } else {
      TAG_REST.lastIndex = afterName;
      if (!TAG_REST.test(html)) return html;
      const contentStart = TAG_REST.lastIndex;
      const endTag = endTagOf(open[1]);
      endTag.lastIndex = contentStart;
      const close = endTag.exec(html);
      if (!close) return html;
      end = close.index + close[0].length;
      const attributes = html.slice(afterName, contentStart - 1);
      const content = html.slice(contentStart, close.index);
      const script = open[1].toLowerCase() === 'script';
      // After `<!--` in a script the browser may not end it at this `</script>`: where it does
      // end is not worth working out for the old pixel snippets that do this.
      if (script && content.includes('<!--')) return html;
      let body = content;
      if (NON_ASCII.test(content)) {
        if (!script || !isDataScript(attributes, content)) return html;
        // Just after a backslash, `\u` would read as an escaped backslash.
        if (/\\[^\x00-\x7f]/.test(content)) return html;
        body = content.replace(NON_ASCII_ALL, scriptEscape);
      }
      element = `${open[0]}${attributes.replace(NON_ASCII_CODE_POINTS, htmlEscape)}>${body}${close[0]}`;
    }
    out += html.slice(last, start).replace(NON_ASCII_CODE_POINTS, htmlEscape) + element;
    last = end;
    OPENER.lastIndex = end;
  }
  const ascii = out + html.slice(last).replace(NON_ASCII_CODE_POINTS, htmlEscape);
  // A wide character can remain where no escape reads back the same (inside an end tag).
  return NON_ASCII.test(ascii) ? html : oneByte(ascii);
}
