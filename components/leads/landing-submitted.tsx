"use client";

import * as React from "react";
import { createContext, useContext, useState } from "react";

const MarkSubmitted = createContext<() => void>(() => {});

/**
 * The landing page's two states (crm spec §4): the page (hero, form, benefits) until the form
 * succeeds, then only the thank-you card. The form, deep inside the page, calls
 * `useMarkLandingSubmitted()`; the page's server-rendered parts stay server components.
 */
export function LandingSubmitted({ thankYou, children }: { thankYou: React.ReactNode; children: React.ReactNode }) {
  const [submitted, setSubmitted] = useState(false);
  if (submitted) return <>{thankYou}</>;
  return (
    <MarkSubmitted
      value={() => {
        setSubmitted(true);
        window.scrollTo({ top: 0 });
      }}
    >
      {children}
    </MarkSubmitted>
  );
}

export function useMarkLandingSubmitted(): () => void {
  return useContext(MarkSubmitted);
}
