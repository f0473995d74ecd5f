"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { utmFromSearchParams, type Utm } from "@/lib/schemas/forms/landing-options";

/**
 * Reads utm_source / utm_medium / utm_campaign from the address and reports them. Renders nothing:
 * put it inside <Suspense fallback={null}> so the page around it stays statically prerendered.
 */
export function UtmCapture({ onChange }: { onChange: (utm: Utm) => void }) {
  const params = useSearchParams();
  useEffect(() => {
    onChange(utmFromSearchParams(params));
  }, [params, onChange]);
  return null;
}
