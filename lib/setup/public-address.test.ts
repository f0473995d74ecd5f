import { describe, expect, it } from "vitest";
import { unreachableSiteUrl } from "@/lib/setup/public-address";

describe("whether a vendor can reach SITE_URL", () => {
  it("says so for the unset default, loopback, private and dot-less hosts, and not for a public address", () => {
    expect(unreachableSiteUrl("http://localhost:3000", false)).toMatch(/SITE_URL is not set/);
    for (const url of ["http://localhost:3001", "http://127.0.0.1:8080", "http://10.1.2.3", "http://192.168.1.20:3000", "http://172.20.0.5", "http://[::1]:3000", "http://devbox:3000", "http://app.local"]) {
      expect(unreachableSiteUrl(url, true), url).toMatch(/cannot reach it/);
    }
    for (const url of ["https://leads.example.com", "https://203.0.113.9", "https://172.32.0.1"]) expect(unreachableSiteUrl(url, true), url).toBeNull();
  });
});
