import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { SetupsList } from "@/components/marketplace/admin/setups-list";
import type { SetupWaiting } from "@/lib/marketplace/admin-views";

const setup = (over: Partial<SetupWaiting>): SetupWaiting => ({
  buyerId: 7,
  username: "dana",
  email: "dana@agency.example",
  agencyName: "Bluebonnet Insurance",
  licenseNumber: "7654321",
  previousLicenseNumber: null,
  lines: ["home"],
  counties: ["Travis"],
  zips: 0,
  submittedAt: "2026-12-02T15:00:00.000Z",
  dueAt: "2026-12-04T15:00:00.000Z",
  hoursLeft: 40,
  plans: "Starter",
  ...over,
});

describe("a set-up waiting for approval", () => {
  it("says when an approved buyer changed their license number, and which one we had confirmed", () => {
    const html = renderToStaticMarkup(<SetupsList setups={[setup({ previousLicenseNumber: "2345678" })]} />);
    expect(html).toContain("Changed from 2345678, which we had confirmed: this buyer&#x27;s leads wait for your review.");
  });

  it("says nothing of a change on a first set-up", () => {
    expect(renderToStaticMarkup(<SetupsList setups={[setup({})]} />)).not.toContain("Changed from");
  });
});
