'use client';

import { useEffect, useId, useState } from 'react';
import Link from 'next/link';
import { MenuIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { GetAQuoteButton } from '@/components/site/get-a-quote-button';
import { RoiButton } from '@/components/site/roi-button';
import { HEADER_LINKS } from '@/lib/config/navigation';

const DESKTOP_QUERY = '(min-width: 768px)';

/** The header's menu below 768 px: the same items, closed on a choice or when the window widens. */
export function MobileMenu({ loginUrl }: { loginUrl: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => query.matches && setOpen(false);
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="md:hidden">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? (
          <XIcon className="size-6" aria-hidden="true" />
        ) : (
          <MenuIcon className="size-6" aria-hidden="true" />
        )}
      </Button>
      {open ? (
        <nav
          id={panelId}
          aria-label="Mobile"
          className="absolute inset-x-0 top-full border-b bg-background px-4 pb-6 shadow-lg"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={close}
                  className="block rounded-md px-3 py-3 font-medium hover:bg-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <RoiButton
                variant="ghost"
                className="w-full justify-start px-3 py-3 text-base"
                onClick={close}
                withIcon={false}
              />
            </li>
            <li>
              <a
                href={loginUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
                className="block rounded-md px-3 py-3 font-medium hover:bg-accent"
              >
                Login<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li className="pt-2">
              <GetAQuoteButton className="w-full" onNavigate={close} />
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
