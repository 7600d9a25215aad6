'use client';

import { lazy } from 'react';

/*
 * The lead forms that sit far down their pages, loaded on demand. The server renders them as
 * usual; in the browser their code (react-hook-form, the fields) is fetched only when the form is
 * rendered or hydrated, which `HydrateOnSight` puts off until the form comes near the viewport.
 * Until then the page's first load carries neither the code nor its hydration.
 *
 * Each export is a plain component around its lazy one: a server component's page references
 * client exports lazily already, and React cannot render a lazy that resolves to another lazy.
 */

const ContactForm = lazy(() =>
  import('@/components/forms/contact-form').then((module) => ({ default: module.ContactForm })),
);
const PartnershipForm = lazy(() =>
  import('@/components/forms/partnership-form').then((module) => ({
    default: module.PartnershipForm,
  })),
);
const CustomSolutionForm = lazy(() =>
  import('@/components/forms/custom-solution-form').then((module) => ({
    default: module.CustomSolutionForm,
  })),
);

export function LazyContactForm() {
  return <ContactForm />;
}

export function LazyPartnershipForm() {
  return <PartnershipForm />;
}

export function LazyCustomSolutionForm() {
  return <CustomSolutionForm />;
}
