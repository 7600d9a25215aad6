// The home page's sections, loaded together (see parts.ts).
export { HomeHero } from '@/components/site/home/hero';
export { OfferingsSection } from '@/components/site/home/offerings-section';
export { IndustriesSection } from '@/components/site/home/industries-section';
export { DemoSection } from '@/components/site/home/demo-section';
export { ServicesSection } from '@/components/site/home/services-section';
