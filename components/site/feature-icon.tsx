import {
  AccessibilityIcon,
  AudioWaveformIcon,
  BadgeCheckIcon,
  BotIcon,
  BrainIcon,
  Building2Icon,
  CalendarCheckIcon,
  ChartColumnIcon,
  ClipboardListIcon,
  ClockIcon,
  EyeIcon,
  GaugeIcon,
  GraduationCapIcon,
  HandshakeIcon,
  HeadphonesIcon,
  HouseIcon,
  LayoutDashboardIcon,
  LightbulbIcon,
  MegaphoneIcon,
  MessageSquareIcon,
  PaletteIcon,
  PawPrintIcon,
  PhoneForwardedIcon,
  PhoneIncomingIcon,
  PhoneOutgoingIcon,
  PlugIcon,
  RepeatIcon,
  RocketIcon,
  ScaleIcon,
  ShieldCheckIcon,
  SmileIcon,
  SparklesIcon,
  StethoscopeIcon,
  TargetIcon,
  TrendingUpIcon,
  TrophyIcon,
  UsersIcon,
  WorkflowIcon,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

/** Icons that content records may name; content stays plain data, this maps names to glyphs. */
const FEATURE_ICONS = {
  accessibility: AccessibilityIcon,
  'audio-waveform': AudioWaveformIcon,
  'badge-check': BadgeCheckIcon,
  bot: BotIcon,
  brain: BrainIcon,
  building: Building2Icon,
  'calendar-check': CalendarCheckIcon,
  chart: ChartColumnIcon,
  clipboard: ClipboardListIcon,
  clock: ClockIcon,
  eye: EyeIcon,
  gauge: GaugeIcon,
  graduation: GraduationCapIcon,
  handshake: HandshakeIcon,
  headphones: HeadphonesIcon,
  house: HouseIcon,
  dashboard: LayoutDashboardIcon,
  lightbulb: LightbulbIcon,
  megaphone: MegaphoneIcon,
  message: MessageSquareIcon,
  palette: PaletteIcon,
  paw: PawPrintIcon,
  'phone-forwarded': PhoneForwardedIcon,
  'phone-incoming': PhoneIncomingIcon,
  'phone-outgoing': PhoneOutgoingIcon,
  plug: PlugIcon,
  repeat: RepeatIcon,
  rocket: RocketIcon,
  scale: ScaleIcon,
  shield: ShieldCheckIcon,
  smile: SmileIcon,
  sparkles: SparklesIcon,
  stethoscope: StethoscopeIcon,
  target: TargetIcon,
  trending: TrendingUpIcon,
  trophy: TrophyIcon,
  users: UsersIcon,
  workflow: WorkflowIcon,
} satisfies Record<string, LucideIcon>;

export type FeatureIconName = keyof typeof FEATURE_ICONS;

/** A decorative icon in a tinted square, as used on feature cards. */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  const Icon = FEATURE_ICONS[name];
  return (
    <span className={cn('feature-icon', className)}>
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
