import { describe, expect, it } from "vitest";
import { HEADER_NAV, isActive, isItemActive } from "@/lib/navigation";

describe("navigation active state", () => {
  it("matches Home exactly and other links by prefix", () => {
    expect(isActive("/", "/")).toBe(true);
    expect(isActive("/about", "/")).toBe(false);
    expect(isActive("/ai-insights/category/strategy", "/ai-insights")).toBe(true);
    expect(isActive("/services", "/services")).toBe(true);
    expect(isActive("/servicesx", "/services")).toBe(false);
  });

  it("highlights a dropdown when one of its children is active", () => {
    const resources = HEADER_NAV.find((i) => i.label === "Resources")!;
    const services = HEADER_NAV.find((i) => i.label === "Services")!;
    expect(isItemActive("/testimonials", resources)).toBe(true);
    expect(isItemActive("/testimonials", services)).toBe(false);
    expect(isItemActive("/marketing-packages", services)).toBe(true);
  });
});
