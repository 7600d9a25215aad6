import { Icon } from '@/components/ui/icon';
import { FEATURE_ICONS, type FeatureIconName } from '@/components/site/feature-icon';

export interface FeatureItem {
  icon: FeatureIconName;
  title: string;
  description: string;
}

/**
 * Cards with an icon, a title (h3) and a sentence or two. The list's class styles its items as
 * cards and their icons as tinted tiles (globals.css), so no item or icon carries a class.
 */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={columns === 2 ? 'feature-grid' : `feature-grid feature-grid-${columns}`}>
      {/* The list never reorders: an index key keeps each title out of the payload a second time. */}
      {items.map((item, index) => (
        <li key={index}>
          <Icon name={FEATURE_ICONS[item.icon]} />
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
