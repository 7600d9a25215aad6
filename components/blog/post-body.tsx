import 'server-only';
import { renderBlogBody } from '@/lib/blog/markdown';

/**
 * An article body from its Markdown. Rendered on the server into plain HTML, so the page ships no
 * Markdown code to the browser; raw HTML in the Markdown is escaped, never rendered.
 */
export function PostBody({ content }: { content: string }) {
  return (
    <div
      className="flex flex-col gap-5 text-lg leading-relaxed text-foreground/90"
      dangerouslySetInnerHTML={{ __html: renderBlogBody(content) }}
    />
  );
}
