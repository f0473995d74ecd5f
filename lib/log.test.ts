import { describe, expect, it } from "vitest";
import { redact } from "@/lib/log";

describe("log redaction", () => {
  it("masks e-mails and phone numbers", () => {
    expect(redact("lead maria.garcia+tx@example.com called")).toBe("lead [email] called");
    for (const phone of ["(512) 555-0142", "512-555-0142", "+1 512 555 0142", "5125550142"]) {
      expect(redact(`phone ${phone} here`)).toBe("phone [phone] here");
    }
  });

  it("leaves timestamps, IP addresses and ids alone", () => {
    const line = '{"t":"2026-11-22T06:00:27.958Z","ip":"10.12.130.7","id":12345}';
    expect(redact(line)).toBe(line);
  });
});
