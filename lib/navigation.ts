/** The navigation shell's links (public-site.md §2), shared by the header, mobile menu and footer. */
export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; children: NavLink[] };
export type NavItem = NavLink | NavGroup;

export const HEADER_NAV: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  {
    label: "Services",
    children: [
      { label: "AI Solutions & Pricing", href: "/services" },
      { label: "Marketing Packages", href: "/marketing-packages" },
      { label: "CRM Dashboard", href: "/crm-dashboard" },
    ],
  },
  {
    label: "Resources",
    children: [
      { label: "Industry Insights", href: "/ai-insights" },
      { label: "Success Stories", href: "/testimonials" },
    ],
  },
];

export const CONTACT_LINK: NavLink = { label: "Contact Us", href: "/contact" };

export const FOOTER_LINKS: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
  { label: "Solutions", href: "/pricing" },
  { label: "About", href: "/about" },
  { label: "Success Stories", href: "/testimonials" },
  { label: "Contact", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "TCPA Compliance", href: "/tcpa-compliance" },
];

export function isGroup(item: NavItem): item is NavGroup {
  return "children" in item;
}

/** Exact match for "/", prefix match (on path segments) for everything else. */
export function isActive(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A dropdown is active when any of its children is. */
export function isItemActive(pathname: string, item: NavItem): boolean {
  return isGroup(item) ? item.children.some((c) => isActive(pathname, c.href)) : isActive(pathname, item.href);
}
