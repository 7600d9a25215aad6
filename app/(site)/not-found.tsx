import { LogMissingPath } from '@/components/site/log-missing-path';
import { NotFoundMessage } from '@/components/site/not-found-content';

/** A page of the site that called notFound(). */
export default function SiteNotFound() {
  return (
    <>
      <NotFoundMessage />
      <LogMissingPath />
    </>
  );
}
