"use client";

import { useState } from "react";
import { apiRequest, ApiError } from "@/lib/client/api";
import { toast } from "@/lib/use-toast";

export type ConnectionResult = {
  success: boolean;
  error: string | null;
  pixelInfo: { id: string; name: string | null } | null;
  missing: { pixelId: boolean; accessToken: boolean } | null;
};

/**
 * GET /api/facebook/test with the spec's toasts (crm-and-integrations.md §8). The two pages word the
 * success description and the network error differently; they pass their own.
 */
export function useConnectionTest(texts: { successDescription: string; networkError: string }) {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<ConnectionResult | null>(null);
  const run = async () => {
    setTesting(true);
    try {
      const res = await apiRequest<ConnectionResult>("GET", "/api/facebook/test");
      setResult(res);
      if (res.success) toast({ title: "Connection Successful", description: texts.successDescription });
      else toast({ title: "Connection Failed", description: res.error ?? undefined, variant: "destructive" });
    } catch (e) {
      if (e instanceof ApiError) {
        setResult({ success: false, error: e.serverMessage ?? e.message, pixelInfo: null, missing: null });
        toast({ title: "Connection Failed", description: e.serverMessage ?? e.message, variant: "destructive" });
      } else {
        setResult({ success: false, error: texts.networkError, pixelInfo: null, missing: null });
        toast({ title: "Test Failed", description: "Could not test Facebook connection", variant: "destructive" });
      }
    } finally {
      setTesting(false);
    }
  };
  return { testing, result, run };
}

export function missingNames(missing: ConnectionResult["missing"]): string[] {
  if (!missing) return [];
  return [missing.pixelId && "FACEBOOK_PIXEL_ID", missing.accessToken && "FACEBOOK_ACCESS_TOKEN"].filter((n): n is string => Boolean(n));
}
