'use client';

import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TestimonialCard } from '@/components/site/testimonial-card';
import type { Testimonial } from '@/content/testimonials';

/**
 * The customer stories carousel (spec section 4): starts at the first story, previous and next
 * wrap around, an industry tab jumps to its story. It never rotates on its own, so nothing moves
 * while someone is reading; each change is announced to screen readers.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const count = testimonials.length;
  const current = testimonials[index];
  if (!current) return null;

  const show = (next: number) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    const story = testimonials[wrapped];
    if (story) {
      setAnnouncement(`Story ${wrapped + 1} of ${count}: ${story.name}, ${story.company}`);
    }
  };

  return (
    <Tabs
      value={current.id}
      onValueChange={(id) => show(testimonials.findIndex((story) => story.id === id))}
      className="mx-auto max-w-3xl items-center gap-6"
    >
      <TabsList aria-label="Customer stories by industry" className="justify-center">
        {testimonials.map((story) => (
          <TabsTrigger key={story.id} value={story.id}>
            {story.industry}
          </TabsTrigger>
        ))}
      </TabsList>
      {testimonials.map((story) => (
        <TabsContent key={story.id} value={story.id} className="w-full">
          <TestimonialCard testimonial={story} className="p-8 text-lg shadow-sm" />
        </TabsContent>
      ))}
      <div className="flex items-center gap-4">
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => show(index - 1)}
          aria-label="Previous story"
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <p
          className="min-w-28 text-center text-sm font-medium text-muted-foreground"
          data-testid="story-position"
        >
          {index + 1} of {count} stories
        </p>
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => show(index + 1)}
          aria-label="Next story"
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </Tabs>
  );
}
