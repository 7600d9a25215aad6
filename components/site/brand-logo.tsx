import { Icon } from '@/components/ui/icon';

/** The brand's mark and name, as the header and the footer show it. */
export function BrandLogo({ name }: { name: string }) {
  return (
    <span className="brand-logo">
      <span className="brand-mark">
        <Icon name="audio-lines" className="size-5" />
      </span>
      {name}
    </span>
  );
}
