/** The same HTML document in ASCII characters only, stored one byte per character (see ascii-html.mjs), or the HTML unchanged. */
export declare function asciiHtml(html: string): string;
