import { describe, expect, it, vi } from "vitest";
import { trackLandingConversion } from "./conversion-tracking";

describe("landing conversion events", () => {
  it("fires the ad conversion and the pixel Lead event with the spec's values", () => {
    const gtag = vi.fn();
    const fbq = vi.fn();
    trackLandingConversion({ gtag, fbq } as unknown as Window);
    expect(gtag).toHaveBeenCalledWith("event", "conversion", { value: 1, currency: "USD" });
    expect(fbq).toHaveBeenCalledWith("track", "Lead", { value: 100, currency: "USD", content_category: "Insurance" });
  });

  it("does nothing when the scripts are absent, and survives a tracker that throws", () => {
    expect(() => trackLandingConversion({} as Window)).not.toThrow();
    const fbq = vi.fn();
    const gtag = vi.fn(() => {
      throw new Error("blocked");
    });
    expect(() => trackLandingConversion({ gtag, fbq } as unknown as Window)).not.toThrow();
    expect(fbq).toHaveBeenCalledOnce();
  });
});
