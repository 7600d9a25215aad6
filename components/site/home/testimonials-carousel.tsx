'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { PlainTabs } from '@/components/site/plain-tabs';

export interface Story {
  id: string;
  industry: string;
  name: string;
  company: string;
  /** The story's card, rendered on the server. */
  card: React.ReactNode;
}

/**
 * The customer stories carousel of the home page: starts at the first story, previous and next
 * wrap around, an industry tab jumps to its story. It never rotates on its own, so nothing moves
 * while someone is reading; each change is announced to screen readers. The cards and the arrow
 * buttons' classes come finished from the server (no class merging here); `.home-carousel` in
 * the stylesheet lays out the tabs, the story and the controls.
 */
export function TestimonialsCarousel({
  stories,
  arrowClassName,
}: {
  stories: readonly Story[];
  arrowClassName: string;
}) {
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const count = stories.length;
  const current = stories[index];
  if (!current) return null;

  const show = (next: number) => {
    const wrapped = (next + count) % count;
    const story = stories[wrapped];
    setIndex(wrapped);
    if (story) setAnnouncement(`Story ${wrapped + 1} of ${count}: ${story.name}, ${story.company}`);
  };

  return (
    <div className="home-carousel">
      <PlainTabs
        label="Customer stories by industry"
        tabs={stories.map((story) => ({ value: story.id, label: story.industry }))}
        value={current.id}
        onValueChange={(id) => show(stories.findIndex((story) => story.id === id))}
      >
        {current.card}
      </PlainTabs>
      <div>
        <button
          type="button"
          className={arrowClassName}
          onClick={() => show(index - 1)}
          aria-label="Previous story"
        >
          <Icon name="chevron-left" />
        </button>
        <p data-testid="story-position">
          {index + 1} of {count} stories
        </p>
        <button
          type="button"
          className={arrowClassName}
          onClick={() => show(index + 1)}
          aria-label="Next story"
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
