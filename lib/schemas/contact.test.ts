import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";

const valid = {
  firstName: "Maria",
  lastName: "Gonzalez",
  email: "maria@gonzalezinsurance.com",
  phone: "(210) 555-0142",
  subject: "pricing",
  message: "We'd like 50 home leads a month in San Antonio.",
};

const messages = (input: unknown) => {
  const r = contactSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("contactSchema", () => {
  it("accepts a complete message, trims it, and keeps agencyName optional", () => {
    const r = contactSchema.safeParse({ ...valid, firstName: "  Maria ", agencyName: "Gonzalez Family Insurance" });
    expect(r.success).toBe(true);
    expect(r.data?.firstName).toBe("Maria");
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it("uses the spec's messages, verbatim", () => {
    expect(messages({ firstName: "M", lastName: "G", email: "nope", phone: "555", subject: "", message: "short" })).toEqual({
      firstName: "First name must be at least 2 characters",
      lastName: "Last name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      subject: "Please select a subject",
      message: "Message must be at least 10 characters",
    });
  });

  it("rejects missing fields with the same messages, and unknown subjects", () => {
    expect(messages({})).toMatchObject({ email: "Please enter a valid email address", subject: "Please select a subject" });
    expect(messages({ ...valid, subject: "sales" })).toEqual({ subject: "Please select a subject" });
    for (const subject of ["pricing", "demo", "support", "partnership", "other"]) {
      expect(contactSchema.safeParse({ ...valid, subject }).success).toBe(true);
    }
  });

  it("caps lengths", () => {
    expect(messages({ ...valid, message: "x".repeat(5001) })).toHaveProperty("message");
    expect(messages({ ...valid, firstName: "x".repeat(101) })).toHaveProperty("firstName");
    expect(messages({ ...valid, phone: "1".repeat(31) })).toHaveProperty("phone");
  });

  it("counts whitespace-only input as empty", () => {
    expect(messages({ ...valid, firstName: "   " })).toEqual({ firstName: "First name must be at least 2 characters" });
  });
});
