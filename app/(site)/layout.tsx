import { FullLayout } from "@/components/layout/full-layout";

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <FullLayout>{children}</FullLayout>;
}
