import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { HOME_DETAILS_REQUIRED, rateIncreaseSchema, rateIncreaseToLead } from "./rate-increase";
import { messages } from "./test-helpers";

const thisYear = new Date().getFullYear();
const auto = {
  firstName: "Luis",
  lastName: "Moreno",
  email: "luis.moreno@outlook.com",
  phone: "214-555-7781",
  zipCode: "75204",
  insuranceType: "auto",
  homeAddress: "",
  homeValue: "",
  squareFootage: "",
  roofYear: "",
};
const home = { ...auto, insuranceType: "home", homeAddress: "3412 McKinney Ave, Dallas", homeValue: "$425,000", squareFootage: "2,150", roofYear: String(thisYear - 6) };

describe("rate-increase dialog schema", () => {
  it("uses the quote funnel's name, e-mail, phone and ZIP rules", () => {
    expect(messages(rateIncreaseSchema.safeParse({ ...auto, firstName: "L", lastName: "", email: "x", phone: "123", zipCode: "75" }))).toEqual({
      firstName: "First name required",
      lastName: "Last name required",
      email: "Valid email required",
      phone: "Valid phone number required",
      zipCode: "Please enter your ZIP code",
    });
    expect(messages(rateIncreaseSchema.safeParse({ ...auto, insuranceType: null }))).toEqual({ insuranceType: "Please select insurance type" });
  });

  it("needs no property details for auto or life", () => {
    expect(rateIncreaseSchema.safeParse(auto).success).toBe(true);
    expect(rateIncreaseSchema.safeParse({ ...auto, insuranceType: "life" }).success).toBe(true);
  });

  it("requires all four home details for home, with one message", () => {
    expect(messages(rateIncreaseSchema.safeParse({ ...auto, insuranceType: "home" }))).toEqual({
      homeAddress: HOME_DETAILS_REQUIRED,
      homeValue: HOME_DETAILS_REQUIRED,
      squareFootage: HOME_DETAILS_REQUIRED,
      roofYear: HOME_DETAILS_REQUIRED,
    });
    expect(HOME_DETAILS_REQUIRED).toBe("All home details are required for homeowners insurance");
    expect(messages(rateIncreaseSchema.safeParse({ ...home, squareFootage: " " }))).toEqual({ squareFootage: HOME_DETAILS_REQUIRED });
    expect(rateIncreaseSchema.safeParse(home).success).toBe(true);
  });

  it("checks the property values when given", () => {
    const r = messages(rateIncreaseSchema.safeParse({ ...home, homeValue: "a lot", squareFootage: "12", roofYear: String(thisYear + 1) }));
    expect(Object.keys(r).sort()).toEqual(["homeValue", "roofYear", "squareFootage"]);
    expect(rateIncreaseSchema.safeParse({ ...home, roofYear: String(thisYear - 101) }).success).toBe(false);
    expect(rateIncreaseSchema.safeParse({ ...home, roofYear: String(thisYear) }).success).toBe(true);
  });

  it("maps to POST /api/leads: address, home value, roof age from the year, square footage in notes", () => {
    const now = new Date(`${thisYear}-06-01T12:00:00Z`);
    const body = rateIncreaseToLead(rateIncreaseSchema.parse(home), now);
    expect(body).toEqual({
      fullName: "Luis Moreno",
      email: "luis.moreno@outlook.com",
      phone: "214-555-7781",
      zipCode: "75204",
      leadType: "home",
      source: "fb-ad",
      address: "3412 McKinney Ave, Dallas",
      homeValue: "425000",
      roofAge: 6,
      notes: "Square footage: 2,150",
    });
    expect(leadSubmissionSchema.safeParse({ ...body, consentVersion: "quote-2025-01" }).success).toBe(true);
    const autoBody = rateIncreaseToLead(rateIncreaseSchema.parse(auto), now);
    expect(autoBody).not.toHaveProperty("address");
    expect(autoBody.leadType).toBe("auto");
  });
});
