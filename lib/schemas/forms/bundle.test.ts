import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "@/lib/schemas/lead";
import { bundleFormSchema, bundleToLead } from "./bundle";
import { messages } from "./test-helpers";

const valid = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya.shah@yahoo.com",
  phone: "(713) 555-4420",
  zipCode: "77005",
  homeOwnership: "own",
  vehicleCount: "2",
  currentInsurer: "",
  bundleInterest: "home_auto",
};

describe("bundle form schema", () => {
  it("uses the spec's message for the first name and clear ones elsewhere", () => {
    expect(
      messages(bundleFormSchema.safeParse({ firstName: "P", lastName: "", email: "", phone: "", zipCode: "", homeOwnership: null, vehicleCount: "", bundleInterest: null })),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      zipCode: "Please enter a valid ZIP code",
      homeOwnership: "Please tell us whether you own or rent",
      vehicleCount: "Please select how many vehicles you insure",
      bundleInterest: "Please select what you would like quoted",
    });
  });

  it("accepts the spec's options; the current insurer is optional", () => {
    expect(bundleFormSchema.safeParse(valid).success).toBe(true);
    for (const vehicleCount of ["1", "2", "3", "4+"]) expect(bundleFormSchema.safeParse({ ...valid, vehicleCount }).success).toBe(true);
    for (const bundleInterest of ["home_auto", "home_only", "auto_only", "not_sure"]) {
      expect(bundleFormSchema.safeParse({ ...valid, bundleInterest }).success).toBe(true);
    }
    expect(bundleFormSchema.safeParse({ ...valid, homeOwnership: "lease" }).success).toBe(false);
    expect(bundleFormSchema.safeParse({ ...valid, vehicleCount: "5" }).success).toBe(false);
  });

  it("sends source texas-insurance and the answers as notes", () => {
    const body = bundleToLead(bundleFormSchema.parse({ ...valid, currentInsurer: "State Farm" }));
    expect(body).toMatchObject({
      fullName: "Priya Shah",
      email: "priya.shah@yahoo.com",
      zipCode: "77005",
      leadType: "all",
      currentInsuranceCarrier: "State Farm",
      source: "texas-insurance",
    });
    expect(body.notes).toBe("Bundle interest: Home + auto bundle\nHome: I own my home\nVehicles: 2 vehicles\nCurrent insurer: State Farm");
    expect(body.lines).toEqual(["auto", "home"]);
    expect(bundleToLead(bundleFormSchema.parse({ ...valid, bundleInterest: "not_sure" })).lines).toEqual(["auto", "home"]);
    expect(bundleToLead(bundleFormSchema.parse({ ...valid, bundleInterest: "auto_only" }))).toMatchObject({ leadType: "auto" });
    expect(bundleToLead(bundleFormSchema.parse({ ...valid, bundleInterest: "auto_only" })).lines).toBeUndefined();
    expect(leadSubmissionSchema.safeParse({ ...body, consentVersion: "quote-2025-01" }).success).toBe(true);
  });
});
