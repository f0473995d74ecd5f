import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { createContact } from "@/lib/contacts/create-contact";
import { listRecentContacts } from "@/lib/contacts/list-contacts";
import { contactSchema } from "@/lib/schemas/contact";

const unique = () => randomBytes(4).toString("hex");
const input = (email: string) =>
  contactSchema.parse({
    firstName: "Maria",
    lastName: "Gonzalez",
    email,
    phone: "(210) 555-0142",
    agencyName: "",
    subject: "pricing",
    message: "We'd like about 50 home leads a month around San Antonio.",
  });
const meta = { ip: "10.1.2.3", userAgent: "vitest", pageUrl: "http://localhost:3000/contact" };

describe("createContact", () => {
  it("stores the message with verification results, normalised contact details and consent evidence", async () => {
    const email = `Maria.${unique()}@GonzalezInsurance.com`;
    const { id, validation } = await createContact(input(email), meta);
    const row = await db().contact.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      firstName: "Maria",
      agencyName: null,
      subject: "pricing",
      emailNormalized: email.toLowerCase(),
      phoneE164: "+12105550142",
      consentVersion: "contact-2025-01",
      consentIp: "10.1.2.3",
      consentUserAgent: "vitest",
      consentPageUrl: "http://localhost:3000/contact",
      verificationScore: validation.score,
      isVerified: validation.isValid,
      nameValid: true,
      emailValid: true,
    });
    expect(row.consentText).toMatch(/^By sending this message, you agree that .+ may reply/);
    expect(row.consentAt).toBeInstanceOf(Date);
  });

  it("flags a second message from the same person as a duplicate", async () => {
    const email = `dup.${unique()}@example.org`;
    await createContact(input(email), meta);
    const second = await createContact(input(email), meta);
    expect(second.validation.flags.some((f) => /Duplicate of contact/.test(f))).toBe(true);
  });

  it("marks a filled honeypot as a bot", async () => {
    const { validation } = await createContact({ ...input(`bot.${unique()}@example.org`), website: "http://spam.example" }, meta);
    expect(validation.isValid).toBe(false);
  });

  it("lists the newest first, without IP or user agent", async () => {
    const list = await listRecentContacts(5);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).not.toHaveProperty("consentIp");
    const times = list.map((c) => c.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
