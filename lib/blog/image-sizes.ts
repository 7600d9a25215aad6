/**
 * How wide blog images are drawn, as `sizes` values, so the browser picks the smallest variant
 * that fills the space at its pixel density. They follow the layouts: the article column (the
 * page's 1280 px container less its 24 px padding, the 48 px gap and the 320 px sidebar from
 * 1024 px up; the width less its padding below) and the three- or two-column card grids.
 */
export const ARTICLE_IMAGE_SIZES =
  '(min-width: 1280px) 864px, (min-width: 1024px) calc(100vw - 416px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, calc(100vw - 32px)';
