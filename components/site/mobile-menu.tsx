'use client';

import { useEffect, useId, useState } from 'react';
import { Icon } from '@/components/ui/icon';

const DESKTOP_QUERY = '(min-width: 768px)';

interface MobileMenuProps {
  /** The toggle's classes, computed on the server. */
  toggleClassName: string;
  /** The menu's items, rendered on the server. */
  children: React.ReactNode;
}

/** The header's menu below 768 px: the same items, closed on a choice or when the window widens. */
export function MobileMenu({ toggleClassName, children }: MobileMenuProps) {
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

  // Any link or button chosen in the panel closes it; its own action has already run.
  const closeOnChoice = (event: React.MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) setOpen(false);
  };

  return (
    <div className="md:hidden">
      <button
        type="button"
        className={toggleClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
      </button>
      {open ? (
        <nav
          id={panelId}
          aria-label="Mobile"
          onClick={closeOnChoice}
          className="absolute inset-x-0 top-full border-b bg-background px-4 pb-6 shadow-lg"
        >
          {children}
        </nav>
      ) : null}
    </div>
  );
}
