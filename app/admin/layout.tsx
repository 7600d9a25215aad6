import type { Metadata } from 'next';
import { Toaster } from '@/components/ui/sonner';
import { siteConfig } from '@/lib/config/site';
import { buildMetadata } from '@/lib/seo/metadata';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '../globals.css';

export function generateMetadata(): Metadata {
  return {
    ...rootMetadata(),
    ...buildMetadata({
      title: 'Admin Dashboard',
      description: `Sign in to manage the ${siteConfig().name} website.`,
      path: '/admin',
      noIndex: true,
      absoluteTitle: true,
    }),
  };
}

export const viewport = rootViewport;

/** Root layout of the admin: no public header, footer or tracking pixels. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-muted/40">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
