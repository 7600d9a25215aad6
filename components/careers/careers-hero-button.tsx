'use client';

import { Icon } from '@/components/ui/icon';
import { scrollToSection } from '@/components/site/scroll';
import { useCareers } from '@/components/careers/careers-state';
import { OPENINGS_ID } from '@/components/careers/section-ids';

/**
 * "View Open Positions", which becomes "Back to Job Listings" while an application is open. Its
 * classes come finished from the server (no class merging here).
 */
export function CareersHeroButton({ className }: { className: string }) {
  const { applyingFor, backToListings } = useCareers();
  if (applyingFor) {
    return (
      <button type="button" className={className} onClick={backToListings}>
        <Icon name="arrow-left" />
        Back to Job Listings
      </button>
    );
  }
  return (
    <button type="button" className={className} onClick={() => scrollToSection(OPENINGS_ID)}>
      View Open Positions
      <Icon name="arrow-down" />
    </button>
  );
}
