import { describe, expect, it } from "vitest";
import { describeSegments, smsSegments } from "@/lib/texting/segments";

describe("SMS segments (GSM-7 vs UCS-2)", () => {
  it("fits 160 GSM-7 characters in one segment and splits longer texts at 153", () => {
    expect(smsSegments("a".repeat(160))).toMatchObject({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments("a".repeat(161))).toMatchObject({ encoding: "GSM-7", segments: 2, perSegment: 153 });
    expect(smsSegments("a".repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSegments("a".repeat(307))).toMatchObject({ segments: 3 });
    expect(smsSegments("")).toMatchObject({ segments: 0 });
  });

  it("keeps ñ, é and ü in GSM-7 (Muñoz), counts the extension characters twice", () => {
    expect(smsSegments("Hola Sra. Muñoz, ¿cómo está?")).toMatchObject({ encoding: "UCS-2" });
    expect(smsSegments("Hola Sra. Muñoz, ¿todo bien? Adiós")).toMatchObject({ encoding: "UCS-2", culprit: "ó" });
    expect(smsSegments("Señora Muñoz, ¿Pérez? Ü")).toMatchObject({ encoding: "GSM-7", units: 23 });
    expect(smsSegments("€5 [deal]")).toMatchObject({ encoding: "GSM-7", units: 12 });
  });

  it("turns 160 characters a segment into 70 with one accented letter outside GSM-7", () => {
    const plain = "x".repeat(100);
    expect(smsSegments(plain).segments).toBe(1);
    expect(smsSegments(`${plain.slice(1)}á`)).toMatchObject({ encoding: "UCS-2", units: 100, segments: 2, perSegment: 67, culprit: "á" });
    expect(smsSegments("á".repeat(70))).toMatchObject({ segments: 1, perSegment: 70 });
    // An emoji is two UTF-16 units.
    expect(smsSegments("🙂").units).toBe(2);
    expect(describeSegments(smsSegments("cotización"))).toBe("1 segment (UCS-2 because of “ó”, 10 of 70 characters)");
    expect(describeSegments(smsSegments("a".repeat(200)))).toBe("2 segments (GSM-7, 200 characters, 153 a segment)");
  });
});
