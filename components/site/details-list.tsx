/**
 * Questions that open in place, without JavaScript (native details/summary). The chevron after
 * each question is drawn by the stylesheet (.details-summary).
 */
export function DetailsList({
  items,
}: {
  items: readonly { id: string; question: string; answer: string }[];
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col divide-y rounded-xl border bg-background">
      {items.map((item) => (
        <details key={item.id} className="px-6">
          <summary className="details-summary">
            <h3 className="text-base">{item.question}</h3>
          </summary>
          <p className="pb-4 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
