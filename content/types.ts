/**
 * Shared types for the written content in `content/`.
 *
 * Everything in this folder is plain, typed data: no React, no imports from app code.
 * Text may contain merge fields in double braces (see `content/merge-fields.ts`):
 * - site fields ({{company}}, {{company_phone}}, {{company_email}}) are replaced by the app at render time;
 * - template fields ({{first_name}}, {{agent_name}}, …) are left in copyable scripts and templates for the
 *   agent (or the agent's CRM) to fill in.
 */

/** The six insight categories, spelled exactly as in the spec. */
export type CategoryName =
  | "AI Technology"
  | "Sales Scripts"
  | "Marketing Tools"
  | "Product Updates"
  | "Strategy"
  | "Compliance";

/** A lucide-react icon component name in PascalCase, e.g. "ShieldCheck". */
export type IconName = string;

export interface Category {
  name: CategoryName;
  /** Lowercase name with spaces replaced by hyphens ("AI Technology" -> "ai-technology"). */
  slug: string;
  /** Article count shown on the category card (a marketing number from the spec, not a live count). */
  count: number;
  icon: IconName;
  /** One-line description for the category card. */
  description: string;
}

/** A titled block of prose with optional bullet points. Used by articles, legal pages and long-form pages. */
export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Card-level data for an article (spec §3 "Article summary"). */
export interface ArticleSummary {
  /** 1 to 7; used in /blog/{id}. */
  id: number;
  title: string;
  excerpt: string;
  /** Author's full name. */
  author: string;
  /** Author's role, shown after the name ("Maya Castillo, Director of Agency Growth"). */
  authorRole: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** e.g. "8 min read". */
  readTime: string;
  category: CategoryName;
  /** Path under /images/; the files are added later. */
  image: string;
  /** Alt text for the image. */
  imageAlt: string;
  featured?: boolean;
  isPremium?: boolean;
}

export const SCRIPT_KINDS = ["cold-call", "warm-lead", "objection-handling", "closing"] as const;
export const EMAIL_KINDS = ["welcome-email", "follow-up-email"] as const;
export const SOCIAL_KINDS = ["social-educational"] as const;

/** Every article carries exactly one block of each kind, in this order. */
export const COPY_BLOCK_KINDS = [...SCRIPT_KINDS, ...EMAIL_KINDS, ...SOCIAL_KINDS] as const;

export type ScriptKind = (typeof SCRIPT_KINDS)[number];
export type EmailKind = (typeof EMAIL_KINDS)[number];
export type SocialKind = (typeof SOCIAL_KINDS)[number];
export type CopyBlockKind = (typeof COPY_BLOCK_KINDS)[number];

interface CopyBlockBase {
  /** Unique across all articles, e.g. "a1-cold-call". */
  id: string;
  /** Display name, also used in the "Copied!" toast. */
  name: string;
  /** The copyable text (for e-mails: the body only; see `copyBlockText`). */
  text: string;
}

export interface ScriptBlock extends CopyBlockBase {
  kind: ScriptKind;
}

export interface EmailBlock extends CopyBlockBase {
  kind: EmailKind;
  subject: string;
}

export interface SocialBlock extends CopyBlockBase {
  kind: SocialKind;
}

/** A copyable script, e-mail template or social post attached to an article. */
export type CopyBlock = ScriptBlock | EmailBlock | SocialBlock;

export interface Article extends ArticleSummary {
  /** Article body: several sections of prose. */
  body: ContentSection[];
  /** Three to five short takeaways for a summary box. */
  keyTakeaways: string[];
  /** One block of each kind in COPY_BLOCK_KINDS, in that order. */
  copyBlocks: CopyBlock[];
}

/** An item of the premium library on the insights hub (the hub shows the first six, locked). */
export interface PremiumItem {
  id: string;
  title: string;
  description: string;
  category: CategoryName;
  /** What the buyer gets, e.g. "Campaign kit: 6 e-mails, 4 texts, 2 call scripts". */
  format: string;
  icon: IconName;
}

/** Marketing Packages page: social post. Preview limit 100 characters. */
export interface SocialPost {
  id: string;
  title: string;
  platform: "Facebook" | "Instagram" | "LinkedIn" | "Facebook & Instagram";
  text: string;
}

/** Marketing Packages page: one e-mail of a sequence. Preview limit 200 characters (body). */
export interface EmailTemplate {
  id: string;
  name: string;
  /** When to send it within its sequence. */
  schedule: string;
  subject: string;
  body: string;
}

/** Marketing Packages page: landing-page copy. Preview limit 300 characters (body). */
export interface LandingPageCopy {
  id: string;
  name: string;
  headline: string;
  subheadline: string;
  body: string;
}

/** Marketing Packages page: phone script. Preview limit 150 characters (text). */
export interface PhoneScript {
  id: string;
  title: string;
  /** When to use the script. */
  scenario: string;
  text: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface Testimonial {
  id: string;
  name: string;
  /** The person's title at the agency. */
  role: string;
  agency: string;
  /** Texas city, e.g. "San Antonio, TX". */
  city: string;
  quote: string;
  rating: 5;
}

/** A legal page (Privacy Policy, Terms of Service, TCPA Compliance). */
export interface LegalDocument {
  title: string;
  /** Human-readable date line, e.g. "Effective January 9, 2025"; absent when the page shows no date. */
  dateLine?: string;
  /** ISO date behind the date line. */
  date?: string;
  intro: string[];
  sections: ContentSection[];
}

/** Pricing plan card copy (spec §3 "Plan card"). Prices live in lib/constants.ts. */
export interface PlanCopy {
  name: "Starter" | "Growth" | "Premium";
  subtitle: string;
  features: string[];
  idealFor: string;
  roi: string;
  cta: string;
  popular: boolean;
}

/** A small card with an icon: feature boxes, steps, technology stack, tools. */
export interface FeatureCard {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** Optional badge, e.g. "COMING SOON". */
  badge?: string;
  /** Optional link target. */
  href?: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface LinkAction {
  label: string;
  href: string;
}

/** A long-form static article such as /economic-opportunities. */
export interface LongFormArticle {
  title: string;
  dek: string;
  author: string;
  authorRole: string;
  date: string;
  readTime: string;
  image: string;
  imageAlt: string;
  sections: ContentSection[];
}
