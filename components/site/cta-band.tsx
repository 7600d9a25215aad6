/** A closing call to action: a heading, a sentence and buttons. */
export function CtaBand({
  title,
  titleId,
  text,
  children,
}: {
  title: string;
  titleId: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="px-4 py-16 sm:px-6 md:py-20">
      <div className="cta-band">
        <h2 id={titleId} className="text-3xl font-bold text-balance">
          {title}
        </h2>
        <p className="max-w-2xl text-lg text-indigo-100">{text}</p>
        <div className="flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
