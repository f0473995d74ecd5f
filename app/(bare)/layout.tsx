import { SiteBeacons } from "@/components/layout/site-beacons";

/**
 * Ad landing pages (/fb-ad, /texas-insurance): no shared header or footer. They send page views (each
 * page's form conversion in the reports) and real visitors' Web Vitals like the full layout.
 */
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <main id="main">{children}</main>
      <SiteBeacons />
    </>
  );
}
