'use client';

import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** Logout: revokes the session on the server, then goes to the site's home page. */
export function LogoutButton({ homeUrl }: { homeUrl: string }) {
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      const response = await fetch('/api/auth/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(String(response.status));
      // A full page load of the public home page (another root layout, perhaps another origin).
      window.location.assign(homeUrl);
    } catch {
      setPending(false);
      toast.error('Logout failed', { description: 'Please try again.' });
    }
  };
  return (
    <Button variant="outline" onClick={logout} disabled={pending}>
      <LogOutIcon aria-hidden="true" />
      {pending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
