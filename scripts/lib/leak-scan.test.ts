import { describe, expect, it } from "vitest";
import { mask, scanText } from "./leak-scan.mts";

const needles = { secrets: ["s3cr3t-auth-value-123"], emails: ["Rosa@DelgadoInsuranceGroup.com"], phones: ["(915) 834-2271"] };

describe("leak scan", () => {
  it("finds a planted e-mail, phone (any format) and secret, and reports them masked", () => {
    const log = [
      '{"event":"lead.created","to":"rosa@delgadoinsurancegroup.com"}',
      "calling +1 915.834.2271 now",
      "secret=s3cr3t-auth-value-123",
    ].join("\n");
    const found = scanText("server.log", log, needles);
    expect(found.map((f) => f.kind).sort()).toEqual(["email", "phone", "secret"]);
    for (const f of found) {
      expect(f.file).toBe("server.log");
      expect(log).not.toContain(f.value);
      expect(f.value).toContain("*");
    }
  });

  it("ignores other people's details, timestamps, ids and masked values", () => {
    const log = [
      '{"t":"2026-11-22T09:01:34.981Z","event":"lead.created","id":1234567890}',
      "support@texasinsuranceleads.example (512) 555-0100",
      "error: Invalid API Key provided: sk_test_****",
    ].join("\n");
    expect(scanText("server.log", log, needles)).toEqual([]);
  });

  it("flags live-looking provider keys whatever their value", () => {
    expect(scanText("bundle.js", 'const k="sk_live_abcdefghijklmnop"', needles)).toMatchObject([{ kind: "key pattern" }]);
  });

  it("masks short and long values", () => {
    expect(mask("abc")).toBe("***");
    expect(mask("rosa@delgado.com")).toBe("ro************om");
  });
});
