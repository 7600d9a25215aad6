import { NotFoundContent } from '@/components/site/not-found-content';

export default function SiteNotFound() {
  return <NotFoundContent />;
}
