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
        {/* A fixed list: index keys keep each label out of the payload a second time. */}
        <dl
          className={cn(
            'stat-list',
            items.length >= 3 && 'lg:grid-cols-3',
            items.length >= 4 && 'lg:grid-cols-4',
          )}
        >
          {items.map((stat, index) => (
            <div key={index}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
              {stat.detail ? <dd>{stat.detail}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
