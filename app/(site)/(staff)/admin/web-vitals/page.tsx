import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { VitalsThresholds, WebVitalsTable } from "@/components/admin/web-vitals-table";
import { requireRole } from "@/lib/auth/session";
import { VITALS_WINDOWS_DAYS } from "@/lib/constants";
import { cn } from "@/lib/utils";
import { webVitalsReport } from "@/lib/web-vitals/report";

export const metadata: Metadata = { title: "Web Vitals", robots: { index: false } };

/**
 * Real visitors' Web Vitals (issue 34): how the public and ad pages load and respond on visitors' own
 * phones and computers, per page and device class, beside each page's form conversion. ?days=7|28.
 */
export default async function WebVitalsPage({ searchParams }: { searchParams: Promise<{ days?: string }> }) {
  await requireRole("admin");
  const asked = Number((await searchParams).days);
  const days = (VITALS_WINDOWS_DAYS as readonly number[]).includes(asked) ? asked : VITALS_WINDOWS_DAYS[VITALS_WINDOWS_DAYS.length - 1]!;
  const { pages, omitted } = await webVitalsReport(days);
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Web Vitals</h1>
        <p className="text-muted-foreground">
          How the public and ad pages load and respond for real visitors, by page and device (phones below 768 px, tablets below 1024 px). Each figure is the 75th percentile of the page loads that
          reported it, rated as Google rates a page. Form conversion is the share of the page&apos;s visitors who sent a form on it (the <Link href="/crm?tab=reports" className="underline">traffic report</Link>&apos;s definition).
        </p>
      </div>
      <nav aria-label="Window" className="flex flex-wrap items-center gap-1 text-sm">
        <span className="mr-1 text-muted-foreground">Window:</span>
        {VITALS_WINDOWS_DAYS.map((d) => (
          <Link key={d} href={`/admin/web-vitals?days=${d}`} aria-current={d === days ? "page" : undefined} className={cn("rounded-md border px-2 py-1", d === days ? "bg-primary text-primary-foreground" : "hover:bg-muted")}>
            Last {d} days
          </Link>
        ))}
      </nav>
      {pages.length ? (
        <>
          <WebVitalsTable pages={pages} days={days} />
          {omitted > 0 && <p className="text-sm text-muted-foreground">{omitted.toLocaleString("en-US")} more page and device pairs with fewer page loads are not shown.</p>}
        </>
      ) : (
        <p className="rounded-md border p-6 text-muted-foreground">
          No Web Vitals in the last {days} days. They arrive as visitors use the public and ad pages: each page load reports once, when the visitor leaves the page or switches away from it.
        </p>
      )}
      <VitalsThresholds />
    </section>
  );
}
