/**
 * The icons of the public pages: lucide-react's names and drawings, rendered as plain SVG by a server-safe
 * component (components/icons/icon.tsx). lucide-react 1.x renders every icon through a client component
 * (its Icon is "use client"), which put the icon runtime on every page's first load and each icon's
 * drawing twice in the HTML (the SVG and the React payload); these need neither.
 */
import { icon } from "@/components/icons/icon";
import * as nodes from "@/components/icons/icon-nodes";

export type { IconComponent, IconProps } from "@/components/icons/icon";

export const ArrowLeftIcon = icon("arrow-left", nodes.arrowLeft);
export const ArrowRightIcon = icon("arrow-right", nodes.arrowRight);
export const BadgeCheckIcon = icon("badge-check", nodes.badgeCheck);
export const BookOpenIcon = icon("book-open", nodes.bookOpen);
export const BotIcon = icon("bot", nodes.bot);
export const BrainIcon = icon("brain", nodes.brain);
export const Building2Icon = icon("building-complex", nodes.buildingComplex);
export const CalendarDaysIcon = icon("calendar-days", nodes.calendarDays);
export const CalendarIcon = icon("calendar", nodes.calendar);
export const CarIcon = icon("car", nodes.car);
export const ChartColumnIcon = icon("chart-column", nodes.chartColumn);
export const ChartLineIcon = icon("chart-line", nodes.chartLine);
export const CheckCircle2Icon = icon("circle-check", nodes.circleCheck);
export const CircleCheckIcon = icon("circle-check", nodes.circleCheck);
export const CheckIcon = icon("check", nodes.check);
export const ChevronDownIcon = icon("chevron-down", nodes.chevronDown);
export const CircleAlertIcon = icon("circle-exclamation-point", nodes.circleExclamationPoint);
export const CircleXIcon = icon("circle-x", nodes.circleX);
export const ClipboardCheckIcon = icon("clipboard-check", nodes.clipboardCheck);
export const Clock3Icon = icon("clock-3", nodes.clock3);
export const ClockIcon = icon("clock", nodes.clock);
export const CloudHailIcon = icon("cloud-hail", nodes.cloudHail);
export const CloudLightningIcon = icon("cloud-lightning", nodes.cloudLightning);
export const CopyIcon = icon("copy", nodes.copy);
export const CreditCardIcon = icon("credit-card", nodes.creditCard);
export const DownloadIcon = icon("download", nodes.download);
export const FileTextIcon = icon("file-text", nodes.fileText);
export const HammerIcon = icon("hammer", nodes.hammer);
export const HeartHandshakeIcon = icon("heart-handshake", nodes.heartHandshake);
export const HouseIcon = icon("house", nodes.house);
export const LandmarkIcon = icon("landmark", nodes.landmark);
export const LanguagesIcon = icon("languages", nodes.languages);
export const LayoutDashboardIcon = icon("layout-dashboard", nodes.layoutDashboard);
export const LockIcon = icon("lock", nodes.lock);
export const MailIcon = icon("mail", nodes.mail);
export const MapPinIcon = icon("map-pin", nodes.mapPin);
export const Maximize2Icon = icon("maximize-2", nodes.maximize2);
export const MegaphoneIcon = icon("megaphone", nodes.megaphone);
export const MenuIcon = icon("menu", nodes.menu);
export const MessageSquareTextIcon = icon("message-square-text", nodes.messageSquareText);
export const MinusIcon = icon("minus", nodes.minus);
export const PhoneCallIcon = icon("phone-call", nodes.phoneCall);
export const PhoneIcon = icon("phone", nodes.phone);
export const PhoneIncomingIcon = icon("phone-incoming", nodes.phoneIncoming);
export const RefreshCwIcon = icon("refresh-cw", nodes.refreshCw);
export const SendIcon = icon("send", nodes.send);
export const ShieldCheckIcon = icon("shield-check", nodes.shieldCheck);
export const ShieldOffIcon = icon("shield-off", nodes.shieldOff);
export const ShoppingCartIcon = icon("shopping-cart", nodes.shoppingCart);
export const SparklesIcon = icon("sparkles", nodes.sparkles);
export const StarIcon = icon("star", nodes.star);
export const TargetIcon = icon("target", nodes.target);
export const Trash2Icon = icon("trash", nodes.trash);
export const TrendingUpIcon = icon("trending-up", nodes.trendingUp);
export const TriangleAlertIcon = icon("triangle-exclamation-point", nodes.triangleExclamationPoint);
export const UserIcon = icon("user", nodes.user);
export const UsersIcon = icon("users", nodes.users);
export const WalletIcon = icon("wallet", nodes.wallet);
export const WorkflowIcon = icon("workflow", nodes.workflow);
export const XIcon = icon("x", nodes.x);
export const ZapIcon = icon("zap", nodes.zap);
