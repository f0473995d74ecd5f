import { createElement } from "react";
import type { IconComponent, IconProps } from "@/components/icons";
import {
  BadgeCheckIcon,
  BookOpenIcon,
  BotIcon,
  BrainIcon,
  CalendarDaysIcon,
  CarIcon,
  ChartColumnIcon,
  ChartLineIcon,
  ClipboardCheckIcon,
  ClockIcon,
  CloudHailIcon,
  CloudLightningIcon,
  FileTextIcon,
  HeartHandshakeIcon,
  HouseIcon,
  LanguagesIcon,
  LayoutDashboardIcon,
  MailIcon,
  MapPinIcon,
  MegaphoneIcon,
  MessageSquareTextIcon,
  PhoneCallIcon,
  RefreshCwIcon,
  SendIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TargetIcon,
  TrendingUpIcon,
  WorkflowIcon,
  ZapIcon,
} from "@/components/icons";
import { DEFAULT_CATEGORY_ICON } from "@/content/categories";

/**
 * The icons content/ names (by lucide name). An explicit table keeps the bundle to the icons we use;
 * an unknown name falls back to the default category icon (spec: unknown category → default icon).
 */
const ICONS: Record<string, IconComponent> = {
  BadgeCheck: BadgeCheckIcon,
  BookOpen: BookOpenIcon,
  Bot: BotIcon,
  Brain: BrainIcon,
  CalendarDays: CalendarDaysIcon,
  Car: CarIcon,
  ChartColumn: ChartColumnIcon,
  ChartLine: ChartLineIcon,
  ClipboardCheck: ClipboardCheckIcon,
  Clock: ClockIcon,
  CloudHail: CloudHailIcon,
  CloudLightning: CloudLightningIcon,
  FileText: FileTextIcon,
  HeartHandshake: HeartHandshakeIcon,
  House: HouseIcon,
  Languages: LanguagesIcon,
  LayoutDashboard: LayoutDashboardIcon,
  Mail: MailIcon,
  MapPin: MapPinIcon,
  Megaphone: MegaphoneIcon,
  MessageSquareText: MessageSquareTextIcon,
  PhoneCall: PhoneCallIcon,
  RefreshCw: RefreshCwIcon,
  Send: SendIcon,
  ShieldCheck: ShieldCheckIcon,
  Sparkles: SparklesIcon,
  Target: TargetIcon,
  TrendingUp: TrendingUpIcon,
  Workflow: WorkflowIcon,
  Zap: ZapIcon,
};

export function iconFor(name: string | undefined): IconComponent {
  return (name && ICONS[name]) || ICONS[DEFAULT_CATEGORY_ICON] || BookOpenIcon;
}

/** A decorative content icon (always aria-hidden: the text next to it carries the meaning). */
export function ContentIcon({ name, ...props }: { name: string | undefined } & IconProps) {
  return createElement(iconFor(name), { "aria-hidden": true, ...props });
}
