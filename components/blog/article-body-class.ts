/** The type of an article body: the public page and the admin's live preview share it. */
export const ARTICLE_BODY_CLASS = 'flex flex-col gap-5 text-lg leading-relaxed text-foreground/90';
