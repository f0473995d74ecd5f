"use client";

import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (print or save as PDF). */
export function PrintButton() {
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
      Print
    </Button>
  );
}
