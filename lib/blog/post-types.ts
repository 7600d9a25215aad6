interface BlogImage {
  /** A file under /images/blog, or an uploaded image's address under /media/blog (see image-url.ts). */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** What lists, cards and feeds need: everything but the body. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  excerpt: string;
  image: BlogImage;
  tags: string[];
}

export interface BlogPost extends BlogPostSummary {
  /** Body text with the line markers of `parseBlogBody`. */
  content: string;
}

/** Blog constants: related posts under an article, recent posts in the sidebar, tags on a card. */
export const BLOG_LIMITS = { related: 3, recent: 5, cardTags: 2 } as const;

export type { BlogStatus } from '@/lib/db/schema/blog';
