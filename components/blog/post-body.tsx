import { parseBlogBody, type InlineSegment } from '@/lib/blog/markdown';

function Inline({ segments }: { segments: InlineSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.bold ? (
          <strong key={index}>{segment.text}</strong>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** An article body from its line markers: headings, bold lines, bullets, numbered lines, paragraphs. */
export function PostBody({ content }: { content: string }) {
  const blocks = parseBlogBody(content);
  return (
    <div className="flex flex-col gap-5 text-lg leading-relaxed text-foreground/90">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} className="mt-6 text-2xl font-bold text-foreground">
                {block.text}
              </h2>
            ) : (
              <h3 key={index} className="mt-3 text-xl font-semibold text-foreground">
                {block.text}
              </h3>
            );
          case 'bold':
            return (
              <p key={index}>
                <strong className="text-foreground">{block.text}</strong>
              </p>
            );
          case 'bullets':
            return (
              <ul key={index} className="flex list-disc flex-col gap-2 pl-6 marker:text-primary">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline segments={item} />
                  </li>
                ))}
              </ul>
            );
          case 'numbered':
            return (
              <ol
                key={index}
                start={block.start}
                className="flex list-decimal flex-col gap-2 pl-6 marker:font-semibold marker:text-primary"
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline segments={item} />
                  </li>
                ))}
              </ol>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <Inline segments={block.segments} />
              </p>
            );
        }
      })}
    </div>
  );
}
