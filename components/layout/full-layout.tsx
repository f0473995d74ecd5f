import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { siteConfig } from "@/lib/site";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { ASSISTANT_NAME } from "@/lib/constants";
import { SiteBeacons } from "@/components/layout/site-beacons";

/** Header, main content and footer: every route except the bare ad landing pages. */
export function FullLayout({ children }: { children: React.ReactNode }) {
  const site = siteConfig();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader siteName={site.name} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter site={site} />
      <ChatLauncher assistantName={ASSISTANT_NAME} companyName={site.name} />
      <SiteBeacons />
    </div>
  );
}
