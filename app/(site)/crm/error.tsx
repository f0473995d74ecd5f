"use client";

import { PageError, type PageErrorProps } from "@/components/layout/page-error";

/** An unexpected error in one of this section's pages: components/layout/page-error.tsx. */
export default function SectionError(props: PageErrorProps) {
  return <PageError {...props} />;
}
