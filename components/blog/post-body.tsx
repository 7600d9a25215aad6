import 'server-only';
import { ARTICLE_BODY_CLASS } from '@/components/blog/article-body-class';
import { renderBlogBody } from '@/lib/blog/markdown';

/**
 * An article body from its Markdown. Rendered on the server into plain HTML, so the page ships no
 * Markdown code to the browser; raw HTML in the Markdown is escaped, never rendered.
 */
export function PostBody({ content }: { content: string }) {
  return (
    <div
      className={ARTICLE_BODY_CLASS}
      dangerouslySetInnerHTML={{ __html: renderBlogBody(content) }}
    />
  );
}
