'use client';

import { useQuery } from '@tanstack/react-query';
import { TriangleAlertIcon } from 'lucide-react';
import { api } from '@/components/admin/api';

interface AdminSession {
  adminOriginShared?: boolean;
  pixelsBlocked?: boolean;
}

/**
 * Shown while the admin shares the public site's origin (ADMIN_URL unset): every pixel's script
 * would run where the admin's cookie is sent. A production server then renders no pixel, and
 * this says why and how to turn them on; where pixels still run (the operator accepted the risk,
 * or a development server) it warns instead. It has no close button, because the state lasts
 * until the server is configured otherwise.
 */
export function AdminOriginWarning() {
  const session = useQuery({
    queryKey: ['admin-session'],
    queryFn: () => api<AdminSession>('/api/admin/session'),
  });
  if (!session.data?.adminOriginShared) return null;
  const blocked = session.data.pixelsBlocked === true;
  return (
    <div
      role="alert"
      aria-labelledby="admin-origin-warning-title"
      className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="flex flex-col gap-1">
        <p id="admin-origin-warning-title" className="font-semibold text-destructive">
          {blocked ? 'Tracking pixels are not running' : 'Tracking pixels can act as you'}
        </p>
        {blocked ? (
          <p>
            Public pages render no tracking pixel (the built-in one included), because the admin
            runs on the public site&apos;s address: there, the script of any pixel could use your
            signed-in session to read webhook signing secrets, add pixels and change settings. To
            run pixels, point a second host name (for example admin.example.com) at this server, set{' '}
            <code>ADMIN_URL</code> to it and restart the server; then sign in there. Or accept the
            risk with <code>ALLOW_PIXELS_ON_ADMIN_ORIGIN=true</code> and restart.
          </p>
        ) : (
          <p>
            The admin runs on the public site&apos;s address, so the script of any pixel on a public
            page can use your signed-in session: read webhook signing secrets, add pixels and change
            settings. Fix: point a second host name (for example admin.example.com) at this server,
            set <code>ADMIN_URL</code> to it and restart the server; then sign in there.
          </p>
        )}
      </div>
    </div>
  );
}
