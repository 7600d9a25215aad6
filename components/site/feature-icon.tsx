import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icons/icon-glyphs';

/** Icons that content records may name; content stays plain data, this maps names to glyphs. */
export const FEATURE_ICONS = {
  accessibility: 'accessibility',
  'audio-waveform': 'audio-waveform',
  'badge-check': 'badge-check',
  bot: 'bot',
  brain: 'brain',
  building: 'building-2',
  'calendar-check': 'calendar-check',
  chart: 'chart-column',
  clipboard: 'clipboard-list',
  clock: 'clock',
  eye: 'eye',
  gauge: 'gauge',
  graduation: 'graduation-cap',
  handshake: 'handshake',
  headphones: 'headphones',
  house: 'house',
  dashboard: 'layout-dashboard',
  lightbulb: 'lightbulb',
  megaphone: 'megaphone',
  message: 'message-square',
  palette: 'palette',
  paw: 'paw-print',
  'phone-forwarded': 'phone-forwarded',
  'phone-incoming': 'phone-incoming',
  'phone-outgoing': 'phone-outgoing',
  plug: 'plug',
  repeat: 'repeat',
  rocket: 'rocket',
  scale: 'scale',
  shield: 'shield-check',
  smile: 'smile',
  sparkles: 'sparkles',
  stethoscope: 'stethoscope',
  target: 'target',
  trending: 'trending-up',
  trophy: 'trophy',
  users: 'users',
  workflow: 'workflow',
} as const satisfies Record<string, IconName>;

export type FeatureIconName = keyof typeof FEATURE_ICONS;

/**
 * A decorative icon in a tinted square. The icon's own element is the square: its padding leaves
 * the glyph at 24px, so no wrapper element is needed around it.
 */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  return (
    <Icon
      name={FEATURE_ICONS[name]}
      className={className ? `icon-tile ${className}` : 'icon-tile'}
    />
  );
}
