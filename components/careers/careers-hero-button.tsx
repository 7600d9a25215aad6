'use client';

import { ArrowDownIcon, ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { scrollToSection } from '@/components/site/scroll';
import { OPENINGS_ID, useCareers } from '@/components/careers/careers-state';

/** "View Open Positions", which becomes "Back to Job Listings" while an application is open. */
export function CareersHeroButton() {
  const { applyingFor, backToListings } = useCareers();
  if (applyingFor) {
    return (
      <Button type="button" size="lg" onClick={backToListings}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Job Listings
      </Button>
    );
  }
  return (
    <Button type="button" size="lg" onClick={() => scrollToSection(OPENINGS_ID)}>
      View Open Positions
      <ArrowDownIcon aria-hidden="true" />
    </Button>
  );
}
