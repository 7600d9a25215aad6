import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { RoiButton } from '@/components/site/roi-button';
import type { DocBlock } from '@/content/document-types';

function Block({ block }: { block: DocBlock }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="doc-list">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="doc-steps">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      );
    case 'example':
      return (
        <figure className="overflow-hidden rounded-xl border">
          <figcaption className="border-b bg-muted px-4 py-2 text-sm font-semibold">
            {block.title}
          </figcaption>
          <pre
            tabIndex={0}
            className="overflow-x-auto bg-background p-4 font-mono text-sm leading-relaxed whitespace-pre-wrap"
          >
            {block.text}
          </pre>
        </figure>
      );
    case 'note':
      return (
        <p className="flex gap-3 rounded-xl border border-primary/30 bg-secondary p-4 text-secondary-foreground">
          <Icon name="info" className="mt-1 size-5 shrink-0 text-primary" />
          <span>{block.text}</span>
        </p>
      );
    case 'links':
      return (
        <ul className="flex flex-wrap gap-3">
          {block.links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="font-medium text-primary underline underline-offset-4"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'roi-calculator':
      return (
        <div>
          <RoiButton variant="outline">{block.label}</RoiButton>
        </div>
      );
  }
}

/**
 * Renders a list of document blocks with readable spacing. Lists never reorder: index keys keep
 * each item's text out of the hydration payload a second time.
 */
export function DocBlocks({ blocks }: { blocks: readonly DocBlock[] }) {
  return (
    <div className="doc-blocks">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
