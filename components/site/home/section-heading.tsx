export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
}) {
  return (
    <div className="mx-auto mb-12 flex max-w-3xl flex-col items-center gap-3 text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="text-lg text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
