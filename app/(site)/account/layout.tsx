import { StaffLayout } from "@/components/layout/staff-nav-slot";

/** Staff pages carry the staff navigation under the site header (issue 25). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <StaffLayout>{children}</StaffLayout>;
}
