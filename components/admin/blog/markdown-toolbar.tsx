'use client';

import {
  BoldIcon,
  CodeIcon,
  Heading2Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { MarkdownAction } from '@/components/admin/blog/markdown-format';

const TOOLS: { action: MarkdownAction; label: string; Icon: LucideIcon; keys?: string }[] = [
  { action: 'bold', label: 'Bold', Icon: BoldIcon, keys: 'Control+B Meta+B' },
  { action: 'italic', label: 'Italic', Icon: ItalicIcon, keys: 'Control+I Meta+I' },
  { action: 'heading', label: 'Heading', Icon: Heading2Icon },
  { action: 'link', label: 'Link', Icon: LinkIcon, keys: 'Control+K Meta+K' },
  { action: 'bulleted-list', label: 'Bulleted list', Icon: ListIcon },
  { action: 'numbered-list', label: 'Numbered list', Icon: ListOrderedIcon },
  { action: 'quote', label: 'Quote', Icon: QuoteIcon },
  { action: 'code', label: 'Code', Icon: CodeIcon },
  { action: 'image', label: 'Image', Icon: ImageIcon },
];

/** The shortcut a key press in the body stands for (Ctrl or ⌘ with B, I or K). */
export function shortcutAction(event: KeyboardEvent): MarkdownAction | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  return ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase() as 'b'];
}

/**
 * The formatting toolbar above the body: one tab stop, arrow keys (and Home, End) move between
 * its buttons, as the ARIA toolbar pattern has it. Each button names its action.
 */
export function MarkdownToolbar({
  controls,
  onAction,
}: {
  controls: string;
  onAction: (action: MarkdownAction) => void;
}) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const next = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className="flex flex-wrap gap-1 rounded-md border bg-muted/40 p-1"
      onKeyDown={move}
    >
      {TOOLS.map(({ action, label, Icon, keys }, index) => (
        <Button
          key={action}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          variant="ghost"
          size="icon"
          tabIndex={index === active ? 0 : -1}
          aria-label={label}
          aria-keyshortcuts={keys}
          title={keys ? `${label} (${keys.split(' ')[0]?.replace('Control', 'Ctrl')})` : label}
          onFocus={() => setActive(index)}
          onClick={() => onAction(action)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
