import { LogMissingPath } from '@/components/site/log-missing-path';
import { StaticHtml } from '@/components/static-html/static-html';

/**
 * A page of the site that called notFound(). Its message is in every page's hydration payload
 * (Next.js sends the not-found view with the layout), so it is sent as HTML only.
 */
export default function SiteNotFound() {
  return (
    <>
      <StaticHtml part="not-found" />
      <LogMissingPath />
    </>
  );
}
