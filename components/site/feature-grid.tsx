import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FeatureIcon, type FeatureIconName } from '@/components/site/feature-icon';
import { cn } from '@/lib/utils';

export interface FeatureItem {
  icon: FeatureIconName;
  title: string;
  description: string;
}

/** Cards with an icon, a title (h3) and a sentence or two. */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul
      className={cn(
        'grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className="w-full">
            <CardHeader className="gap-3">
              <FeatureIcon name={item.icon} />
              <CardTitle>{item.title}</CardTitle>
              <CardDescription>{item.description}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
