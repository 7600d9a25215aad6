import type { DisabledEndpointView } from '@/lib/config/setting-keys';

/** Shown on an endpoint switched off after 410 Gone: when, why, and how to turn it back on. */
export function DisabledNotice({ disabled }: { disabled?: DisabledEndpointView | null }) {
  if (!disabled) return null;
  const when = `${disabled.at.slice(0, 16).replace('T', ' ')} UTC`;
  return (
    <p
      role="status"
      className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <strong>Disabled on {when}.</strong> {disabled.reason} New submissions are held, not sent.
      Save the URL again (or a new one) to re-enable it and send them.
    </p>
  );
}
