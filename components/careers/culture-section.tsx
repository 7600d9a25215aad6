import { FeatureGrid } from '@/components/site/feature-grid';
import { PageSection } from '@/components/site/page-section';
import { cultureValues } from '@/content/careers';

/** Our Culture: the three values. */
export function CultureSection() {
  return (
    <PageSection
      headingId="culture-title"
      eyebrow="Our Culture"
      title="How we work"
      intro="A small, senior team building AI that answers real phones for real businesses. These three values guide how we hire and how we work."
    >
      <FeatureGrid items={cultureValues} />
    </PageSection>
  );
}
