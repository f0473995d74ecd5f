import { describe, expect, it } from "vitest";
import { qualityBand, testPageBand, toValidationResult, verifyContact, verifyLead } from "./score";
import { SAMPLE_LEADS } from "./sample-leads";
import type { VerificationInput, VerificationResult } from "./types";

const OPENED = 1_700_000_000_000;
/** A human took a minute to fill the form. */
const timing = { formStartedAt: OPENED, submittedAt: OPENED + 62_000 };

type Band = "green" | "yellow" | "red";

interface Case {
  title: string;
  input: VerificationInput;
  band: Band;
  /** Defaults to band === "green". */
  valid?: boolean;
  /** Each pattern must match at least one flag. */
  flags?: RegExp[];
  /** No flags at all. */
  clean?: boolean;
  details?: Partial<VerificationResult["details"]>;
  maxScore?: number;
}

function bandOf(score: number): Band {
  return score >= 80 ? "green" : score >= 50 ? "yellow" : "red";
}

/** A genuine consumer home-insurance lead; cases override what they test. */
function consumer(overrides: Partial<VerificationInput>): VerificationInput {
  return {
    fullName: "Maria Elena Garza",
    email: "maria.garza@gmail.com",
    phone: "(210) 732-4418",
    address: "4518 Broadway St",
    city: "San Antonio",
    state: "TX",
    zipCode: "78209",
    leadType: "home",
    hasContinuousCoverage: true,
    hasMultipleClaims: false,
    honeypot: "",
    ...timing,
    duplicateOf: null,
    ...overrides,
  };
}

/** A genuine agent lead from the landing page (agency, no address). */
function agent(overrides: Partial<VerificationInput>): VerificationInput {
  return {
    fullName: "Ashley Nguyen",
    agencyName: "Nguyen Insurance Group",
    email: "ashley@nguyeninsurancegroup.com",
    phone: "713-482-9157",
    leadType: "all",
    honeypot: "",
    ...timing,
    ...overrides,
  };
}

const GENUINE: Case[] = [
  { title: "San Antonio consumer, gmail, 210", input: consumer({}), band: "green", clean: true, details: { nameValid: true, emailValid: true, phoneValid: true, addressValid: true } },
  {
    title: "Hispanic name with accents and a hyphen, Houston",
    input: consumer({ fullName: "José Hernández-López", email: "jose.hernandez.lopez@yahoo.com", phone: "832-641-2290", address: "7715 Harrisburg Blvd", city: "Houston", zipCode: "77012" }),
    band: "green",
    clean: true,
  },
  {
    title: "Vietnamese name with diacritics, Houston (Bellaire Blvd)",
    input: consumer({ fullName: "Nguyễn Văn Minh", email: "minh.nguyen82@gmail.com", phone: "281-879-3346", address: "11210 Bellaire Blvd", city: "Houston", zipCode: "77072" }),
    band: "green",
    clean: true,
  },
  {
    title: "Vietnamese name without accents, Garland",
    input: consumer({ fullName: "Thanh Pham", email: "thanhpham@yahoo.com", phone: "(972) 495-3318", address: "3118 W Walnut St", city: "Garland", zipCode: "75042" }),
    band: "green",
    clean: true,
  },
  {
    title: "apostrophe name, Austin",
    input: consumer({ fullName: "Patrick O'Brien", email: "pobrien@outlook.com", phone: "512.447.6021", address: "2304 S Congress Ave", city: "Austin", zipCode: "78704" }),
    band: "green",
    clean: true,
  },
  {
    title: "double-barrelled names, Fort Worth",
    input: consumer({ fullName: "Mary-Kate Johnson-Smith", email: "mk.johnsonsmith@icloud.com", phone: "817-926-0413", address: "3600 W 7th St", city: "Fort Worth", zipCode: "76107" }),
    band: "green",
    clean: true,
  },
  {
    title: "title and business e-mail, Plano",
    input: consumer({ fullName: "Dr. Aisha Rahman", email: "aisha.rahman@rahmanpediatrics.com", phone: "469-241-7780", address: "5800 Tennyson Pkwy", city: "Plano", zipCode: "75024" }),
    band: "green",
    clean: true,
  },
  {
    title: "apostrophe and suffix, Dallas",
    input: consumer({ fullName: "D'Andre Williams Jr.", email: "dandre.williams@att.net", phone: "214-371-5582", address: "2712 E Ledbetter Dr", city: "Dallas", zipCode: "75216" }),
    band: "green",
    clean: true,
  },
  {
    title: "short Vietnamese surname first, Arlington",
    input: consumer({ fullName: "Lê Thị Hoa", email: "hoa.le@gmail.com", phone: "682-300-1947", address: "1201 N Collins St", city: "Arlington", zipCode: "76011" }),
    band: "green",
    clean: true,
  },
  {
    title: "tilde in the surname, McAllen",
    input: consumer({ fullName: "Guadalupe Treviño", email: "lupe.trevino@hotmail.com", phone: "956-687-2044", address: "1900 N 10th St", city: "McAllen", zipCode: "78501" }),
    band: "green",
    clean: true,
  },
  {
    title: "multi-part Hispanic surname, one-line address, Corpus Christi",
    input: consumer({ fullName: "Catalina Ruiz de la Cruz", email: "cata.ruiz@gmail.com", phone: "361-854-2207", address: "4433 Ocean Dr, Corpus Christi, TX 78411", city: null, state: null, zipCode: null }),
    band: "green",
    clean: true,
  },
  {
    title: "sbcglobal address, Lubbock",
    input: consumer({ fullName: "Sarah Elizabeth Thompson", email: "sthompson4@sbcglobal.net", phone: "806-793-1185", address: "5302 82nd St", city: "Lubbock", zipCode: "79424" }),
    band: "green",
    clean: true,
  },
  {
    title: "PO Box, Tyler",
    input: consumer({ fullName: "Jamal Washington", email: "jamal.washington@gmail.com", phone: "903-561-7720", address: "PO Box 1487", city: "Tyler", zipCode: "75710" }),
    band: "green",
    clean: true,
  },
  {
    title: "ZIP+4, apartment and +1 formatting, Waco",
    input: consumer({ fullName: "Emily Davis", email: "emily.davis@baylor.edu", phone: "+1 (254) 710-3382", address: "1420 Speight Ave Apt 12", city: "Waco", zipCode: "76706-2451" }),
    band: "green",
    clean: true,
  },
  {
    title: "all caps name, El Paso ZIP 799xx",
    input: consumer({ fullName: "MIGUEL ANGEL SANTOS", email: "msantos@elpasotel.net", phone: "915-592-6630", address: "9515 Dyer St", city: "El Paso", zipCode: "79924" }),
    band: "green",
    clean: true,
  },
  {
    title: "Austin IRS ZIP 73301 counts as Texas",
    input: consumer({ fullName: "Rachel Goldberg", email: "rgoldberg@gmail.com", phone: "737-201-4438", address: "3651 S Interregional Hwy", city: "Austin", zipCode: "73301" }),
    band: "green",
    clean: true,
  },
  {
    title: "out-of-state mobile, Texas address: valid, slightly lower, flagged",
    input: consumer({ fullName: "Kevin Murphy", email: "kevin.murphy@gmail.com", phone: "312-774-9021", address: "6701 Manchaca Rd", city: "Austin", zipCode: "78745" }),
    band: "green",
    flags: [/Out-of-state area code \(312\)/],
  },
  { title: "landing-page agent lead without address", input: agent({}), band: "green", clean: true, details: { addressValid: false } },
  {
    title: "agent with a designation, El Paso",
    input: agent({ fullName: "Robert Chen, CLU", agencyName: "Chen Financial Services", email: "robert@chenfinancialtx.com", phone: "915-584-3370", leadType: "life" }),
    band: "green",
    clean: true,
  },
  {
    title: "agent with a toll-free office line",
    input: agent({ fullName: "Brenda Alvarez", agencyName: "Lone Star Auto & Home Insurance", email: "brenda@lonestarautohome.com", phone: "1-800-486-2291" }),
    band: "green",
    flags: [/Toll-free/],
  },
  {
    title: "not insurance-qualified, still a verified person",
    input: consumer({ fullName: "Travis Keller", email: "tkeller@gmail.com", phone: "806-355-2190", address: "4301 S Georgia St", city: "Amarillo", zipCode: "79110", hasContinuousCoverage: false, hasMultipleClaims: true }),
    band: "green",
    clean: true,
  },
  {
    title: "duplicate older than 30 days is fine",
    input: consumer({ duplicateOf: { id: 12, createdAt: new Date(OPENED - 45 * 86_400_000) } }),
    band: "green",
    clean: true,
  },
  {
    title: "quick but plausible submission (3.5 s, autofill)",
    input: consumer({ formStartedAt: OPENED, submittedAt: OPENED + 3_500 }),
    band: "green",
    flags: [/Very fast form submission \(3\.5 s\)/],
  },
];

const FABRICATED: Case[] = [
  { title: "keyboard mash name", input: consumer({ fullName: "asdf jkl" }), band: "red", flags: [/"asdf"/], details: { nameValid: false } },
  { title: "keyboard mash without test words", input: consumer({ fullName: "Sdfgh Hjkl" }), band: "red", flags: [/keyboard mash/] },
  { title: '"test test"', input: consumer({ fullName: "test test" }), band: "red", flags: [/Test or fake word in name \("test"\)/] },
  { title: "John Doe", input: consumer({ fullName: "John Doe" }), band: "red", flags: [/Placeholder name \(John Doe\)/] },
  { title: "John Q. Public", input: consumer({ fullName: "John Q. Public" }), band: "red", flags: [/Placeholder name/] },
  { title: "single letters", input: consumer({ fullName: "A B" }), band: "red", flags: [/only initials/] },
  { title: "a single letter", input: consumer({ fullName: "X" }), band: "red", flags: [/not a real name/] },
  { title: "link in the name (spam)", input: consumer({ fullName: "Cheap Loans www.cheap-loans.ru" }), band: "red", flags: [/e-mail address or link/] },
  {
    title: "fictional 555-01xx number",
    input: consumer({ phone: "(713) 555-0123" }),
    band: "red",
    flags: [/^Fictional 555-01xx phone number$/],
    details: { phoneValid: false },
  },
  { title: "1234567890", input: consumer({ phone: "1234567890" }), band: "red", flags: [/sequential digits \(1234567890\)/] },
  { title: "0000000000", input: consumer({ phone: "000-000-0000" }), band: "red", flags: [/repeated digits \(0000000000\)/] },
  { title: "repeated subscriber digits", input: consumer({ phone: "713-222-2222" }), band: "red", flags: [/repeated digits \(713-222-2222\)/] },
  { title: "disposable mailinator", input: consumer({ email: "maria@mailinator.com" }), band: "red", flags: [/^Disposable e-mail domain \(mailinator\.com\)$/], details: { emailValid: false } },
  { title: "disposable yopmail", input: consumer({ email: "mgarza@yopmail.com" }), band: "red", flags: [/Disposable e-mail domain \(yopmail\.com\)/] },
  { title: "disposable guerrillamail", input: consumer({ email: "x7k2@guerrillamail.com" }), band: "red", flags: [/Disposable/] },
  { title: "tempmail.com (supplement to the list)", input: consumer({ email: "maria@tempmail.com" }), band: "red", flags: [/Disposable e-mail domain \(tempmail\.com\)/] },
  { title: "reserved example.com domain", input: consumer({ email: "maria@example.com" }), band: "red", flags: [/Placeholder e-mail domain \(example\.com\)/] },
  { title: "test@ local part", input: consumer({ email: "test@gmail.com" }), band: "red", flags: [/Placeholder e-mail address \(test@\)/] },
  { title: "placeholder word plus digits in the e-mail", input: consumer({ email: "qwerty123@gmail.com" }), band: "red", flags: [/Placeholder e-mail address \(qwerty123@\)/] },
  { title: "keyboard-mash e-mail", input: consumer({ email: "hjklhjkl@gmail.com" }), band: "red", flags: [/E-mail looks made up \(hjklhjkl@\)/] },
  { title: "honeypot filled", input: consumer({ honeypot: "http://spam.example" }), band: "red", flags: [/honeypot/], maxScore: 5 },
  { title: "submitted 1 second after opening", input: consumer({ formStartedAt: OPENED, submittedAt: OPENED + 1_000 }), band: "red", flags: [/1\.0 s after opening/], maxScore: 30 },
  { title: "no usable e-mail or phone", input: consumer({ email: "maria", phone: "12" }), band: "red", flags: [/No valid e-mail or phone number/] },
  {
    title: "everything fake at once",
    input: { fullName: "Test User", email: "asdf@mailinator.com", phone: "555-0123", address: "123 Fake St", city: "Nowhere", state: "TX", zipCode: "00000", honeypot: "x" },
    band: "red",
    flags: [/honeypot/, /Disposable/, /Test or fake word/],
    maxScore: 5,
  },
  { title: "made-up street", input: consumer({ address: "123 Fake Street" }), band: "red", flags: [/Address looks made up \("fake"\)/] },
];

const NEEDS_REVIEW: Case[] = [
  { title: "typo gmial.com", input: consumer({ email: "maria.garza@gmial.com" }), band: "yellow", flags: [/^Possible typo in e-mail domain: gmial\.com → gmail\.com$/], details: { emailValid: false } },
  { title: "typo yahoo.con", input: consumer({ email: "thanh@yahoo.con" }), band: "yellow", flags: [/yahoo\.con → yahoo\.com/] },
  { title: "typo hotmial.com", input: consumer({ email: "lupe@hotmial.com" }), band: "yellow", flags: [/hotmial\.com → hotmail\.com/] },
  { title: "typo gmail.co", input: consumer({ email: "maria@gmail.co" }), band: "yellow", flags: [/gmail\.co → gmail\.com/] },
  { title: "missing address on a consumer lead", input: consumer({ address: null, city: null, state: null, zipCode: null }), band: "yellow", flags: [/^Address is missing$/], details: { addressValid: false } },
  { title: "street without a house number", input: consumer({ address: "Broadway St" }), band: "yellow", flags: [/Incomplete address \(missing street\)/] },
  { title: "non-Texas ZIP (Los Angeles)", input: consumer({ address: "350 S Grand Ave", city: "Los Angeles", state: "CA", zipCode: "90071" }), band: "yellow", flags: [/Address outside Texas \(CA 90071\)/], details: { addressValid: true } },
  { title: "state TX with a California ZIP", input: consumer({ zipCode: "90210" }), band: "yellow", flags: [/ZIP 90210 is in CA, not TX/, /Address outside Texas/] },
  {
    title: "duplicate within 30 days",
    input: consumer({ duplicateOf: { id: 41, createdAt: new Date(OPENED - 3 * 86_400_000) } }),
    band: "yellow",
    flags: [/^Duplicate of lead #41 submitted 3 days ago$/],
  },
  { title: "invalid e-mail syntax", input: consumer({ email: "maria.garza@gmail" }), band: "yellow", flags: [/E-mail address is not valid \(no domain suffix\)/] },
  { title: "555 exchange outside the fictional range", input: consumer({ phone: "214-555-7834" }), band: "yellow", flags: [/555 exchange/] },
  { title: "Jenny's number", input: consumer({ phone: "817-867-5309" }), band: "yellow", flags: [/867-5309/] },
  { title: "UK mobile number", input: consumer({ phone: "+44 7911 123456" }), band: "yellow", flags: [/not a US number/] },
  { title: "Canadian number", input: consumer({ phone: "416-979-3300" }), band: "yellow", flags: [/not a US number \(CA\)/] },
  { title: "digits in the name", input: consumer({ fullName: "Maria Garza2" }), band: "yellow", flags: [/Name contains digits/] },
  { title: "agent lead with a test agency", input: agent({ agencyName: "Test Agency" }), band: "yellow", flags: [/Agency name looks like a test entry/] },
];

function check(c: Case) {
  const r = verifyLead(c.input);
  const context = `${c.title}: score ${r.score}, flags ${JSON.stringify(r.flags)}`;
  expect(bandOf(r.score), context).toBe(c.band);
  expect(r.isValid, context).toBe(c.valid ?? c.band === "green");
  for (const pattern of c.flags ?? []) expect(r.flags.some((f) => pattern.test(f)), `${context} — expected ${pattern}`).toBe(true);
  if (c.clean) expect(r.flags, context).toEqual([]);
  if (c.details) expect(r.details, context).toMatchObject(c.details);
  if (c.maxScore !== undefined) expect(r.score, context).toBeLessThanOrEqual(c.maxScore);
  expect(r.reasoning.length).toBeGreaterThan(20);
  expect(r.reasoning).toContain(`(${r.score}/100)`);
}

describe("verifyLead: genuine Texas leads score 80+ and are verified", () => {
  it.each(GENUINE.map((c) => [c.title, c] as const))("%s", (_t, c) => check(c));
});

describe("verifyLead: fabricated leads score below 50", () => {
  it.each(FABRICATED.map((c) => [c.title, c] as const))("%s", (_t, c) => check(c));
});

describe("verifyLead: real but flawed leads need review (50-79)", () => {
  it.each(NEEDS_REVIEW.map((c) => [c.title, c] as const))("%s", (_t, c) => check(c));
});

describe("verifyLead: the table itself", () => {
  it("has at least 40 varied cases", () => {
    expect(GENUINE.length + FABRICATED.length + NEEDS_REVIEW.length).toBeGreaterThanOrEqual(40);
  });
});

describe("verifyLead: result shape and semantics", () => {
  it("hard fails are invalid whatever the rest", () => {
    for (const input of [consumer({ honeypot: "x" }), consumer({ email: "a.real.person@mailinator.com" }), consumer({ phone: "512-555-0199" })]) {
      const r = verifyLead(input);
      expect(r.isValid).toBe(false);
      expect(r.score).toBeLessThan(50);
    }
  });

  it("several serious problems score lower than one", () => {
    const one = verifyLead(consumer({ email: "maria@mailinator.com" }));
    const three = verifyLead(consumer({ fullName: "Test User", email: "maria@mailinator.com", phone: "512-555-0123" }));
    expect(three.score).toBeLessThan(one.score);
  });

  it("orders flags by seriousness and names the decisive ones in the reasoning", () => {
    const r = verifyLead(consumer({ fullName: "Test User", email: "asdf@mailinator.com", phone: "(512) 555-0123" }));
    expect(r.flags[0]).toBe("Disposable e-mail domain (mailinator.com)");
    expect(r.flags[1]).toBe("Fictional 555-01xx phone number");
    expect(r.reasoning).toMatch(/^Likely fake \(\d+\/100\): disposable e-mail domain \(mailinator\.com\), fictional 555-01xx phone number and /);
    expect(r.reasoning.split(/(?<=\.)\s+(?=[A-Z])/).length).toBeLessThanOrEqual(2);
  });

  it("explains a verified lead with its positive signals", () => {
    const r = verifyLead(consumer({}));
    expect(r.reasoning).toBe(
      "Verified (100/100): plausible full name, valid e-mail at gmail.com, Texas phone number (210) and complete Texas address.",
    );
  });

  it("mentions minor concerns and qualification in the second sentence", () => {
    const r = verifyLead(consumer({ phone: "312-774-9021", hasContinuousCoverage: false }));
    expect(r.isValid).toBe(true);
    expect(r.reasoning).toMatch(/\. Minor concerns: out-of-state area code \(312\); not insurance-qualified \(no continuous insurance coverage for at least 6 months\)\.$/);
  });

  it("normalises e-mail and phone", () => {
    const r = verifyLead(consumer({ email: "  Maria.Garza+Quotes@GMAIL.com ", phone: "(210) 732-4418" }));
    expect(r.normalized).toEqual({ email: "maria.garza+quotes@gmail.com", phoneE164: "+12107324418" });
  });

  it("insurance qualification per spec §9", () => {
    expect(verifyLead(consumer({})).insuranceQualified).toBe(true);
    expect(verifyLead(consumer({})).unqualifiedReason).toBeNull();
    const noCoverage = verifyLead(consumer({ hasContinuousCoverage: false }));
    expect(noCoverage.insuranceQualified).toBe(false);
    expect(noCoverage.unqualifiedReason).toBe("No continuous insurance coverage for at least 6 months");
    const claims = verifyLead(consumer({ hasMultipleClaims: "yes" }));
    expect(claims.unqualifiedReason).toBe("More than 2 property claims in the past 5 years");
    const both = verifyLead(consumer({ hasContinuousCoverage: "no", hasMultipleClaims: true }));
    expect(both.unqualifiedReason).toContain("; ");
    // Agent leads are not assessed and must not be routed to unqualified_leads.
    const agentLead = verifyLead(agent({}));
    expect(agentLead.insuranceQualified).toBe(false);
    expect(agentLead.unqualifiedReason).toBeNull();
  });

  it("requireAddress overrides the default", () => {
    expect(verifyLead(agent({ requireAddress: true })).flags).toContain("Address is missing");
    expect(verifyLead(consumer({ address: null, city: null, state: null, zipCode: null, requireAddress: false })).flags).toEqual([]);
  });

  it("a given address is scored on agent leads too", () => {
    const r = verifyLead(agent({ address: "350 S Grand Ave, Los Angeles, CA 90071" }));
    expect(r.flags).toContain("Address outside Texas (CA 90071)");
    expect(r.details.addressValid).toBe(true);
  });

  it("duplicate without a submission time trusts the caller's 30-day window", () => {
    const r = verifyLead(consumer({ submittedAt: null, formStartedAt: null, duplicateOf: { id: 7, createdAt: "2024-01-02T00:00:00Z" } }));
    expect(r.flags).toContain("Duplicate of lead #7 submitted within 30 days");
    expect(r.score).toBeLessThanOrEqual(60);
  });

  it("signals explain every point", () => {
    const r = verifyLead(consumer({ phone: "312-774-9021" }));
    const texas = r.signals.find((s) => s.id === "phone.texas");
    expect(texas).toMatchObject({ weight: 3, passed: false, message: "Out-of-state area code (312)" });
    const positive = r.signals.filter((s) => s.weight > 0);
    expect(positive.reduce((sum, s) => sum + s.weight, 0)).toBe(100);
    expect(r.score).toBe(positive.filter((s) => s.passed).reduce((sum, s) => sum + s.weight, 0));
  });

  it("is deterministic", () => {
    const input = consumer({ fullName: "asdf jkl", phone: "555-0123" });
    expect(verifyLead(input)).toEqual(verifyLead(input));
  });

  it("toValidationResult keeps only the documented fields", () => {
    expect(Object.keys(toValidationResult(verifyLead(consumer({})))).sort()).toEqual(["details", "flags", "isValid", "reasoning", "score"]);
  });
});

describe("verifyContact", () => {
  const base = { firstName: "Linh", lastName: "Tran", email: "linh.tran@gmail.com", phone: "713-771-4820", ...timing };

  it("scores a genuine contact without an address", () => {
    const r = verifyContact(base);
    expect(r.score).toBeGreaterThanOrEqual(80);
    expect(r.isValid).toBe(true);
    expect(r.flags).toEqual([]);
    expect(r.details).toEqual({ nameValid: true, emailValid: true, phoneValid: true, addressValid: false });
    expect(r.signals.find((s) => s.id === "address.not_collected")?.message).toBe("Contacts have no address; not scored");
    expect(r.insuranceQualified).toBe(false);
    expect(r.unqualifiedReason).toBeNull();
    expect(r.reasoning).not.toMatch(/address/);
  });

  it("rejects a fake contact", () => {
    const r = verifyContact({ ...base, firstName: "Test", lastName: "User", email: "test@mailinator.com" });
    expect(r.score).toBeLessThan(50);
    expect(r.isValid).toBe(false);
  });

  it("flags a missing last name", () => {
    const r = verifyContact({ ...base, lastName: "" });
    expect(r.flags).toContain("Only one name given (no last name)");
    expect(r.details.nameValid).toBe(false);
  });

  it("says contact, not lead, for duplicates", () => {
    const r = verifyContact({ ...base, duplicateOf: { id: 3, createdAt: new Date(OPENED) } });
    expect(r.flags).toContain("Duplicate of contact #3 submitted less than a day ago");
  });
});

describe("sample leads of the lead validation test page", () => {
  it("has two valid and two fake samples", () => {
    expect(SAMPLE_LEADS).toHaveLength(4);
    expect(SAMPLE_LEADS.filter((s) => s.expectedValid)).toHaveLength(2);
  });

  it.each(SAMPLE_LEADS.map((s) => [s.fullName, s] as const))("%s matches expectedValid", (_n, sample) => {
    const r = verifyLead(sample);
    expect(r.isValid).toBe(sample.expectedValid);
    if (sample.expectedValid) {
      expect(testPageBand(r.score)).toBe("high");
      expect(r.details).toEqual({ nameValid: true, emailValid: true, phoneValid: true, addressValid: true });
    } else {
      expect(testPageBand(r.score)).toBe("low");
      expect(r.flags.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("bands", () => {
  it("qualityBand uses 80/50 and needs verification for high", () => {
    expect(qualityBand(100, true)).toBe("high");
    expect(qualityBand(80, true)).toBe("high");
    expect(qualityBand(80, false)).toBe("medium");
    expect(qualityBand(79, true)).toBe("medium");
    expect(qualityBand(50, false)).toBe("medium");
    expect(qualityBand(49, false)).toBe("low");
    expect(qualityBand(0, false)).toBe("low");
    expect(qualityBand(Number.NaN, true)).toBe("low");
  });

  it("testPageBand uses 80/60", () => {
    expect(testPageBand(80)).toBe("high");
    expect(testPageBand(79)).toBe("medium");
    expect(testPageBand(60)).toBe("medium");
    expect(testPageBand(59)).toBe("low");
    expect(testPageBand(79.6)).toBe("high");
  });
});
