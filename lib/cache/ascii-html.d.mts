/** The same HTML document in ASCII characters only (see ascii-html.mjs), or the HTML unchanged. */
export declare function asciiHtml(html: string): string;
