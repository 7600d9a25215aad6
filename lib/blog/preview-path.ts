// No imports: the proxy, robots.txt and the token module all read the preview pages' address here.

/** Where preview pages live: this prefix, then the signed token. */
export const PREVIEW_PATH_PREFIX = '/blog-preview/';

/** The preview page's path for a token. */
export function previewPath(token: string): `/${string}` {
  return `${PREVIEW_PATH_PREFIX}${token}`;
}

/** True for the address of a preview page (signed or not). */
export function isPreviewPath(pathname: string): boolean {
  return pathname.startsWith(PREVIEW_PATH_PREFIX);
}
