import { createElement } from "react";
import type { IconComponent, IconProps } from "@/components/icons/icon";
import { BadgeCheckIcon } from "@/components/icons/badge-check";
import { BookOpenIcon } from "@/components/icons/book-open";
import { BotIcon } from "@/components/icons/bot";
import { BrainIcon } from "@/components/icons/brain";
import { CalendarDaysIcon } from "@/components/icons/calendar-days";
import { CarIcon } from "@/components/icons/car";
import { ChartColumnIcon } from "@/components/icons/chart-column";
import { ChartLineIcon } from "@/components/icons/chart-line";
import { ClipboardCheckIcon } from "@/components/icons/clipboard-check";
import { ClockIcon } from "@/components/icons/clock";
import { CloudHailIcon } from "@/components/icons/cloud-hail";
import { CloudLightningIcon } from "@/components/icons/cloud-lightning";
import { FileTextIcon } from "@/components/icons/file-text";
import { HeartHandshakeIcon } from "@/components/icons/heart-handshake";
import { HouseIcon } from "@/components/icons/house";
import { LanguagesIcon } from "@/components/icons/languages";
import { LayoutDashboardIcon } from "@/components/icons/layout-dashboard";
import { MailIcon } from "@/components/icons/mail";
import { MapPinIcon } from "@/components/icons/map-pin";
import { MegaphoneIcon } from "@/components/icons/megaphone";
import { MessageSquareTextIcon } from "@/components/icons/message-square-text";
import { PhoneCallIcon } from "@/components/icons/phone-call";
import { RefreshCwIcon } from "@/components/icons/refresh-cw";
import { SendIcon } from "@/components/icons/send";
import { ShieldCheckIcon } from "@/components/icons/shield-check";
import { SparklesIcon } from "@/components/icons/sparkles";
import { TargetIcon } from "@/components/icons/target";
import { TrendingUpIcon } from "@/components/icons/trending-up";
import { WorkflowIcon } from "@/components/icons/workflow";
import { ZapIcon } from "@/components/icons/zap";
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
