import { describe, expect, it } from "vitest";
import { keywordOf } from "@/lib/texting/keywords";

describe("inbound keywords (CTIA)", () => {
  it("recognises every opt-out keyword in any case, with punctuation around it", () => {
    for (const w of ["STOP", "stop", "Stop!", " stopall ", "UNSUBSCRIBE", "cancel.", "End", "QUIT", "revoke", "OPTOUT", "“Stop”"]) expect(keywordOf(w, false), w).toBe("opt_out");
  });

  it("honours a request to stop in words (any reasonable means), not only the keywords", () => {
    for (const w of ["Stop texting me", "please stop", "STOP PLEASE", "Unsubscribe me", "remove me", "Don't text me again", "do not text me", "no more texts", "opt out", "Basta"]) expect(keywordOf(w, false), w).toBe("opt_out");
  });

  it("START and UNSTOP opt back in; YES only for someone who opted out", () => {
    expect(keywordOf("START", false)).toBe("opt_in");
    expect(keywordOf("unstop", true)).toBe("opt_in");
    expect(keywordOf("Yes", true)).toBe("opt_in");
    expect(keywordOf("Yes", false)).toBeNull();
  });

  it("HELP and INFO ask for help; a normal answer is no keyword", () => {
    expect(keywordOf("help", false)).toBe("help");
    expect(keywordOf("INFO", true)).toBe("help");
    for (const w of ["Yes, call me after 5", "Can you stop by Tuesday?", "What does the policy cover?", "stopping by later", "I want to end my current policy and switch"]) expect(keywordOf(w, false), w).toBeNull();
  });
});
