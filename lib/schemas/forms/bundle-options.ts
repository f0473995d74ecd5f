import type { Option } from "./options";

/** The choices and messages of the /texas-insurance bundle form (its schema: ./bundle.ts). */
export const HOME_OWNERSHIP_OPTIONS = [
  { value: "own", label: "I own my home" },
  { value: "rent", label: "I rent" },
] as const satisfies readonly [Option, ...Option[]];

export const VEHICLE_COUNT_OPTIONS = [
  { value: "1", label: "1 vehicle" },
  { value: "2", label: "2 vehicles" },
  { value: "3", label: "3 vehicles" },
  { value: "4+", label: "4 or more" },
] as const satisfies readonly [Option, ...Option[]];

export const BUNDLE_INTEREST_OPTIONS = [
  { value: "home_auto", label: "Home + auto bundle" },
  { value: "home_only", label: "Home only" },
  { value: "auto_only", label: "Auto only" },
  { value: "not_sure", label: "Not sure yet" },
] as const satisfies readonly [Option, ...Option[]];

export const BUNDLE_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  zipCode: "Please enter a valid ZIP code",
  homeOwnership: "Please tell us whether you own or rent",
  vehicleCount: "Please select how many vehicles you insure",
  bundleInterest: "Please select what you would like quoted",
} as const;
