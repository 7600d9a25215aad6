import { cn } from '@/lib/utils';

export interface StatItem {
  value: string;
  label: string;
  detail?: string;
}

/** Big numbers with their labels on the dark brand band. */
export function StatGrid({
  items,
  title,
  titleId,
}: {
  items: readonly StatItem[];
  title: string;
  titleId: string;
}) {
  return (
    <section aria-labelledby={titleId} className="bg-brand-dark py-16 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={titleId} className="text-center text-3xl font-bold">
          {title}
        </h2>
        <dl
          className={cn(
            'mt-10 grid gap-8 sm:grid-cols-2',
            items.length >= 3 && 'lg:grid-cols-3',
            items.length >= 4 && 'lg:grid-cols-4',
          )}
        >
          {items.map((stat) => (
            <div key={stat.label} className="flex flex-col gap-1 text-center">
              <dt className="order-2 text-lg font-semibold">{stat.label}</dt>
              <dd className="order-1 text-5xl font-extrabold text-indigo-200">{stat.value}</dd>
              {stat.detail ? (
                <dd className="order-3 text-sm text-slate-300">{stat.detail}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
