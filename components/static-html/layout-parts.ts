// The parts of the site's layout and not-found page, loaded together (see parts.ts).
export { HeaderLinks } from '@/components/site/header-links';
export { FooterDirectory } from '@/components/site/footer-directory';
export { NotFoundMessage } from '@/components/site/not-found-content';
