import { DocBlocks } from '@/components/site/document/doc-blocks';
import type { DocSection } from '@/content/document-types';

/** Long-form content: a table of contents beside the sections, each with an anchor. */
export function DocumentBody({
  sections,
  tocLabel = 'On this page',
  children,
}: {
  sections: readonly DocSection[];
  tocLabel?: string;
  /** Extra content after the last section. */
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[240px_minmax(0,1fr)]">
      <nav aria-label={tocLabel} className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {tocLabel}
        </p>
        <ol className="mt-3 flex flex-col gap-2 border-l pl-4 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-foreground/80 underline-offset-4 hover:text-primary hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex max-w-3xl min-w-0 flex-col gap-14">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2
              id={`${section.id}-title`}
              className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl"
            >
              {section.title}
            </h2>
            <DocBlocks blocks={section.blocks} />
            {section.subsections?.map((subsection) => (
              <div key={subsection.title} className="mt-8">
                <h3 className="mb-3 text-xl font-semibold">{subsection.title}</h3>
                <DocBlocks blocks={subsection.blocks} />
              </div>
            ))}
          </section>
        ))}
        {children}
      </div>
    </div>
  );
}
