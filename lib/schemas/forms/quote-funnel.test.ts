import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { QUOTE_FUNNEL_STEPS, quoteFunnelSchema, quoteFunnelToLead } from "./quote-funnel";
import { messages } from "./test-helpers";

const valid = {
  firstName: "Jordan",
  lastName: "Reyes",
  email: "jordan.reyes@gmail.com",
  phone: "512-867-2210",
  address: "2204 Enfield Rd",
  city: "Austin",
  zipCode: "78703",
  insuranceType: "home",
  currentlyInsured: "yes",
  timeframe: "1month",
  budget: "100-200",
};

describe("consumer quote funnel schema", () => {
  it("uses the spec's messages (public-site §5)", () => {
    const blank = Object.fromEntries(Object.keys(valid).map((k) => [k, ""]));
    expect(messages(quoteFunnelSchema.safeParse(blank))).toEqual({
      firstName: "First name required",
      lastName: "Last name required",
      email: "Valid email required",
      phone: "Valid phone number required",
      address: "Please enter your address",
      city: "Please enter your city",
      zipCode: "Please enter your ZIP code",
      insuranceType: "Please select insurance type",
      currentlyInsured: "Please tell us whether you are insured now",
      timeframe: "Please select when you need coverage",
      budget: "Please select a monthly budget",
    });
  });

  it("applies the minimum lengths: names 2, address 5, city 2, ZIP 5 digits", () => {
    expect(quoteFunnelSchema.safeParse({ ...valid, firstName: "Jo", lastName: "Li", address: "1 Elm", city: "Ec", zipCode: "78703-1234" }).success).toBe(true);
    expect(messages(quoteFunnelSchema.safeParse({ ...valid, firstName: "J", address: "1 El", city: "A", zipCode: "7870" }))).toEqual({
      firstName: "First name required",
      address: "Please enter your address",
      city: "Please enter your city",
      zipCode: "Please enter your ZIP code",
    });
  });

  it("accepts only the spec's option values, and unselected radios (null)", () => {
    expect(messages(quoteFunnelSchema.safeParse({ ...valid, insuranceType: "boat", currentlyInsured: null, timeframe: "2years", budget: null }))).toEqual({
      insuranceType: "Please select insurance type",
      currentlyInsured: "Please tell us whether you are insured now",
      timeframe: "Please select when you need coverage",
      budget: "Please select a monthly budget",
    });
    for (const budget of ["under100", "100-200", "200-400", "400+"]) expect(quoteFunnelSchema.safeParse({ ...valid, budget }).success).toBe(true);
    for (const timeframe of ["immediate", "1month", "3months", "6months"]) expect(quoteFunnelSchema.safeParse({ ...valid, timeframe }).success).toBe(true);
  });

  it("has four steps that cover every field exactly once", () => {
    expect(QUOTE_FUNNEL_STEPS).toHaveLength(4);
    const fields = QUOTE_FUNNEL_STEPS.flatMap((s) => s.fields);
    expect([...fields].sort()).toEqual(Object.keys(quoteFunnelSchema.shape).sort());
    expect(QUOTE_FUNNEL_STEPS[0].fields).toEqual(["firstName", "lastName", "email", "phone"]);
  });

  it("validates one step's fields on their own (what Continue does)", () => {
    const step1 = quoteFunnelSchema.pick({ firstName: true, lastName: true, email: true, phone: true });
    expect(step1.safeParse(valid).success).toBe(true);
  });

  it("builds the POST /api/leads body", () => {
    const body = quoteFunnelToLead(quoteFunnelSchema.parse(valid));
    expect(body).toEqual({
      fullName: "Jordan Reyes",
      email: "jordan.reyes@gmail.com",
      phone: "512-867-2210",
      address: "2204 Enfield Rd",
      city: "Austin",
      zipCode: "78703",
      leadType: "home",
      currentlyInsured: "yes",
      timeframe: "1month",
      budget: "100-200",
      source: "quote-funnel",
    });
    expect(leadSubmissionSchema.safeParse({ ...body, consentVersion: "quote-2025-01" }).success).toBe(true);
  });
});
