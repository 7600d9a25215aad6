import { NotFoundContent } from '@/components/site/not-found-content';

export default function RootNotFound() {
  return (
    <main id="main" className="flex-1">
      <NotFoundContent />
    </main>
  );
}
