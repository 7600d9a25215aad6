import { Icon } from '@/components/ui/icon';

/** The select's arrow, drawn over the right end of a `relative` wrapper. */
export function SelectChevron() {
  return (
    <Icon
      name="chevron-down"
      className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
    />
  );
}
