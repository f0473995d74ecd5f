"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

const EVERY_MS = 3000;
const TIMES = 10;

/** While a payment is still processing, re-reads the confirmation page a few times. */
export function ConfirmationRefresh() {
  const router = useRouter();
  useEffect(() => {
    let n = 0;
    const timer = window.setInterval(() => {
      if (++n > TIMES) window.clearInterval(timer);
      else router.refresh();
    }, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
