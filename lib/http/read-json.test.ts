import { describe, expect, it } from "vitest";
import { readLimited } from "@/lib/http/read-json";

/** A body stream that records whether anything read it. */
function body(bytes: number) {
  let pulled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled = true;
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  }, { highWaterMark: 0 });
  return { stream, pulled: () => pulled };
}

describe("readLimited", () => {
  it("refuses a declared Content-Length over the limit without reading the upload (reading then cancelling reset keep-alive connections)", async () => {
    const b = body(10);
    const req = new Request("http://localhost/x", { method: "POST", body: b.stream, headers: { "content-length": "300000" }, duplex: "half" } as RequestInit);
    expect(await readLimited(req, 1024)).toBeNull();
    expect(b.pulled()).toBe(false);
  });

  it("still stops at the limit when the length is not declared, and reads what fits", async () => {
    expect(await readLimited(new Request("http://localhost/x", { method: "POST", body: "x".repeat(2000) }), 1024)).toBeNull();
    expect(await readLimited(new Request("http://localhost/x", { method: "POST", body: "hello" }), 1024)).toBe("hello");
  });
});
