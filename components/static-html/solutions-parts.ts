// The parts of /solutions, loaded together (see parts.ts).
export { SolutionsHero } from '@/components/site/solutions/solutions-hero';
export { IndustrySectionById } from '@/components/site/solutions/industry-section';
