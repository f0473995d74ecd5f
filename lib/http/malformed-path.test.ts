import { describe, expect, it } from "vitest";
import { hasMalformedEscape } from "@/lib/http/malformed-path";

describe("hasMalformedEscape", () => {
  it("flags percent signs that are not valid UTF-8 escapes", () => {
    for (const p of ["/api/cart/%", "/api/cart/%zz", "/paypal/order/%d~/capture", "/blog/%C0", "/api/cart/%E2%82"]) expect(hasMalformedEscape(p)).toBe(true);
  });
  it("lets plain and well-escaped paths through", () => {
    for (const p of ["/api/cart/564bd331-d735-472b-b7d4-7ca45ac06d24", "/blog/1", "/api/cart/a%20b", "/ai-insights/category/%E2%82%AC", "/"]) expect(hasMalformedEscape(p)).toBe(false);
  });
});
