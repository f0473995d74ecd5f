import { describe, expect, it } from "vitest";
import { chatMessageSchema } from "./chat";

const valid = { sessionId: "session_1732500000000_k3x9q", messageId: "user_1732500000123", content: "How do your leads work?" };

/** The field errors of an input, as the API answers them (path → messages). */
const errors = (input: unknown) => {
  const r = chatMessageSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of r.error.issues) (out[issue.path.join(".")] ??= []).push(issue.message);
  return out;
};

describe("chatMessageSchema ids", () => {
  it("accepts the widget's ids (prefix, then letters, digits, _ and -), trimmed", () => {
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, messageId: " user_a-B_9 " })).toEqual({});
    expect(chatMessageSchema.parse({ ...valid, messageId: " user_42 " }).messageId).toBe("user_42");
  });

  it("says the prefix is wrong only when it is", () => {
    expect(errors({ ...valid, messageId: "msg_1732500000123" })).toEqual({ messageId: ["Must start with user_"] });
    expect(errors({ ...valid, messageId: "" })).toEqual({ messageId: ["Must start with user_"] });
    expect(errors({ ...valid, sessionId: "nope" })).toEqual({ sessionId: ["Must start with session_"] });
  });

  it("says which characters are allowed when the prefix is right", () => {
    const rule = ["After user_: 1 to 100 letters, digits, _ and - only"];
    expect(errors({ ...valid, messageId: "user_17325.00" })).toEqual({ messageId: rule });
    expect(errors({ ...valid, messageId: "user_<script>" })).toEqual({ messageId: rule });
    expect(errors({ ...valid, messageId: "user_" })).toEqual({ messageId: rule });
    expect(errors({ ...valid, messageId: `user_${"1".repeat(101)}` })).toEqual({ messageId: rule });
    expect(errors({ ...valid, sessionId: "session_a b" })).toEqual({ sessionId: ["After session_: 1 to 100 letters, digits, _ and - only"] });
  });

  it("refuses a non-string id with zod's type error, not a prefix message", () => {
    expect(errors({ ...valid, messageId: 42 }).messageId).toHaveLength(1);
    expect(errors({ ...valid, messageId: 42 }).messageId![0]).not.toContain("user_");
  });
});
