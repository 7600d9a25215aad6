import { pageConsentConfig } from '@/components/pixels/public-pixels';
import { ConsentFooterButton } from '@/components/consent/consent-footer-button';

export const DO_NOT_SELL_LABEL = 'Do Not Sell or Share My Personal Information';

/**
 * The footer's consent links: "Cookie settings" in every mode with a banner, and in `opt-out` mode
 * the opt-out link California requires. In mode `off` the site's own consent tool has the say, and
 * with no pixel a visitor can refuse there is nothing to set or opt out of, so no link offers it.
 */
export async function ConsentFooterLinks() {
  const { mode, refusable } = await pageConsentConfig();
  if (mode === 'off' || !refusable) return null;
  return (
    <p className="flex flex-col gap-2 sm:flex-row sm:gap-4">
      <ConsentFooterButton view="preferences">Cookie settings</ConsentFooterButton>
      {mode === 'opt-out' && (
        <ConsentFooterButton view="opt-out">{DO_NOT_SELL_LABEL}</ConsentFooterButton>
      )}
    </p>
  );
}
