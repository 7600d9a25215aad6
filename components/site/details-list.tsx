import { Icon } from '@/components/ui/icon';

/** Questions that open in place, without JavaScript (native details/summary). */
export function DetailsList({
  items,
}: {
  items: readonly { id: string; question: string; answer: string }[];
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col divide-y rounded-xl border bg-background">
      {items.map((item) => (
        <details key={item.id} className="group px-6">
          <summary className="details-summary">
            <h3 className="text-base">{item.question}</h3>
            <Icon
              name="chevron-down"
              className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-4 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
