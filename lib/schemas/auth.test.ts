import { describe, expect, it } from "vitest";
import { registerFormSchema, registerSchema, signInSchema } from "@/lib/schemas/auth";

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("auth schemas (spec §5 messages)", () => {
  it("sign-in requires both fields", () => {
    expect(messages(signInSchema.safeParse({ username: "", password: "" }))).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    expect(messages(signInSchema.safeParse({}))).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("sign-in refuses a username with a NUL character (PostgreSQL text cannot hold it; it answered 500)", () => {
    expect(messages(signInSchema.safeParse({ username: "a\u0000b", password: "x" }))).toEqual({ username: "Username is invalid" });
    expect(signInSchema.safeParse({ username: "maria\u00e9", password: "x" }).success).toBe(true);
  });

  it("registration enforces the minimum lengths", () => {
    expect(messages(registerSchema.safeParse({ username: "ab", password: "12345" }))).toEqual({
      username: "Username must be at least 3 characters",
      password: "Password must be at least 6 characters",
    });
    expect(registerSchema.safeParse({ username: "  maria  ", password: "123456" }).data?.username).toBe("maria");
  });

  it("the confirmation must match, reported on the confirm field", () => {
    const r = registerFormSchema.safeParse({ username: "maria", password: "123456", confirmPassword: "1234567" });
    expect(messages(r)).toEqual({ confirmPassword: "Passwords don't match" });
  });
});
