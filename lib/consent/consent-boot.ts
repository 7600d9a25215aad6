import type { ConsentPageConfig } from '@/lib/consent/contract';
import type { ConsentChoices, StoredConsent } from '@/lib/consent/consent-runtime';

/** The names the boot script needs; passed in because the function is serialised on its own. */
type ConsentBootNames = {
  cookie: string;
  marker: string;
  category: string;
  prefix: string;
  tag: string;
  text: string;
};

/**
 * Runs inline at the top of every public page's head, before any pixel: reads the stored decision
 * and the GPC signal, sets Google Consent Mode v2 defaults, and defines `activate()`, which the
 * page calls after the head pixels and after the body pixels so granted ones run where they stand.
 * Serialised with `toString()`, so it must stay self-contained: no imports, no outer variables, no
 * syntax a compiler would turn into helper calls.
 */
export function consentBoot(config: ConsentPageConfig, names: ConsentBootNames): void {
  const gpc = navigator.globalPrivacyControl === true;
  let stored: StoredConsent | null = null;
  try {
    const entry = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${names.cookie}=`));
    if (entry) {
      const value = JSON.parse(decodeURIComponent(entry.slice(names.cookie.length + 1)));
      const age = Date.now() - Number(value && value.t);
      // Only an opt-in decision is consent in `opt-in`: one made under `opt-out` (pre-ticked
      // switches, an automatic GPC record) or stored before the mode was recorded asks again.
      // An opt-in decision is at least as strict, so it stays valid in `opt-out`.
      if (
        value &&
        value.v === config.policyVersion &&
        age >= 0 &&
        age < config.maxAgeDays * 864e5 &&
        (config.mode !== 'opt-in' || value.mode === 'opt-in')
      ) {
        stored = value;
      }
    }
  } catch {
    stored = null; // an unreadable cookie asks again
  }
  const off = config.mode === 'off';
  const optOut = config.mode === 'opt-out';
  const byDefault: ConsentChoices = {
    analytics: off || optOut,
    marketing: off || (optOut && !gpc),
  };
  // GPC keeps marketing off in every mode with a banner, unless the stored grant was made while
  // the browser already sent it (an explicit opt-in over the signal, told about it).
  const granted: ConsentChoices =
    !off && stored
      ? {
          analytics: stored.a === true,
          marketing: stored.m === true && (!gpc || stored.g === true),
        }
      : byDefault;
  const activated: ConsentChoices = { analytics: false, marketing: false };

  const signals = (choices: ConsentChoices) => {
    const ads = choices.marketing ? 'granted' : 'denied';
    return {
      ad_storage: ads,
      ad_user_data: ads,
      ad_personalization: ads,
      analytics_storage: choices.analytics ? 'granted' : 'denied',
    };
  };
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  const gtag =
    window.gtag ||
    function gtag() {
      // Google's tag reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  window.gtag = gtag;
  gtag('consent', 'default', signals(byDefault));
  if (!off && stored) gtag('consent', 'update', signals(granted));

  const activate = () => {
    const nodes = document.querySelectorAll(`[${names.marker}]`);
    for (const node of Array.from(nodes)) {
      const category = node.getAttribute(names.category);
      if (category !== 'analytics' && category !== 'marketing') continue;
      if (!granted[category]) continue;
      activated[category] = true;
      node.removeAttribute(names.marker);
      const moved = Array.from(node.attributes).filter((attr) =>
        attr.name.startsWith(names.prefix),
      );
      if (node.localName !== 'script') {
        for (const attr of moved) {
          node.setAttribute(attr.name.slice(names.prefix.length), attr.value);
          node.removeAttribute(attr.name);
        }
        continue;
      }
      // A script only runs when a new element is inserted; the inert one goes, keeping the place.
      const live = document.createElement(node.getAttribute(names.tag) || 'script');
      for (const attr of Array.from(node.attributes)) {
        if (attr.name === 'type' || attr.name === names.category) continue;
        if (attr.name.startsWith(names.prefix)) {
          if (attr.name !== names.tag && attr.name !== names.text)
            live.setAttribute(attr.name.slice(names.prefix.length), attr.value);
        } else live.setAttribute(attr.name, attr.value);
      }
      // Inserted scripts with a src are async unless told otherwise; pixels run in their order.
      if (live instanceof HTMLScriptElement && !node.hasAttribute('async')) live.async = false;
      const text = node.getAttribute(names.text) || '';
      live.textContent = text;
      node.replaceWith(live);
      // An inline script runs as it is inserted. The server rendered the element empty, its code in
      // an attribute: emptied again, with the code kept there, it is what React hydrates.
      if (live.localName === 'script' && text) {
        live.textContent = '';
        live.setAttribute(names.text, text);
      }
    }
  };

  window.__sonaraConsent = { config, gpc, stored, granted, activated, activate };
}

/** The boot script's source for an inline `<script>`, with this page's consent settings. */
export function consentBootSource(config: ConsentPageConfig, names: ConsentBootNames): string {
  const args = JSON.stringify([config, names]).replace(/</g, '\\u003c');
  return `(${consentBoot.toString()}).apply(null,${args});`;
}
