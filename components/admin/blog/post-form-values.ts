import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { blogPostInputSchema, type BlogPostInput } from '@/lib/blog/post-schema';

/** The editor's fields as the inputs hold them (an empty author means the site's team byline). */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string[];
  imageSrc: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  author: string;
}

/** A new post: empty, with the common social-card size for the cover. */
export const EMPTY_POST: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  tags: [],
  imageSrc: '',
  imageAlt: '',
  imageWidth: 1200,
  imageHeight: 630,
  author: '',
};

/** A saved post as the editor's fields. */
export function formValuesOf(post: PostFormValues): PostFormValues {
  const { title, slug, excerpt, body, tags, imageSrc, imageAlt, imageWidth, imageHeight, author } =
    post;
  return { title, slug, excerpt, body, tags, imageSrc, imageAlt, imageWidth, imageHeight, author };
}

/** The fields as the API takes them: an empty author is left out, so the server picks the byline. */
function asInput(values: PostFormValues) {
  return { ...values, author: values.author.trim() || undefined };
}

const schemaResolver = zodResolver(blogPostInputSchema);

/** Checks the fields with the same schema as the route handlers, before anything is sent. */
export const postFormResolver: Resolver<PostFormValues, unknown, BlogPostInput> = (
  values,
  context,
  options,
) => schemaResolver(asInput(values), context, options as Parameters<typeof schemaResolver>[2]);
