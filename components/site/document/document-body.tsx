import { DocBlocks } from '@/components/site/document/doc-blocks';
import type { DocSection } from '@/content/document-types';

/**
 * Long-form content: a table of contents beside the sections, each with an anchor. The contents'
 * links take their look from the list's class (globals.css), so no link repeats it.
 */
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
        <p className="doc-toc-label">{tocLabel}</p>
        <ol className="doc-toc">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex max-w-3xl min-w-0 flex-col gap-14">
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="doc-title">
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
