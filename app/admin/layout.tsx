import type { Metadata } from 'next';
import { Toaster } from '@/components/ui/sonner';
import { rootMetadata, rootViewport } from '@/lib/seo/root-metadata';
import '../globals.css';

export function generateMetadata(): Metadata {
  return {
    ...rootMetadata(),
    title: { absolute: 'Admin Dashboard' },
    robots: { index: false, follow: false, googleBot: { index: false, follow: false } },
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
