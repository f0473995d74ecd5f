import { describe, expect, it } from "vitest";
import { guessMapping, mappingProblems } from "@/lib/imports/fields";
import { dateOf, leadStatusOf, leadTypeOf, splitName, yesNoOf } from "@/lib/imports/values";
import { texasDate, texasTime } from "@/lib/crm/texas-time";

describe("column mapping guesses", () => {
  it("HubSpot's contacts export", () => {
    const headers = ["Record ID", "First Name", "Last Name", "Email", "Phone Number", "Mobile Phone Number", "Street Address", "City", "State/Region", "Postal Code", "Lead Status", "Lifecycle Stage", "Create Date", "Original Source", "Contact owner", "Company Name", "Marital Status"];
    expect(guessMapping("leads", headers)).toEqual(["sourceLeadId", "firstName", "lastName", "email", "phone", "mobilePhone", "address", "city", "state", "zipCode", "status", null, "createdAt", "campaign", "owner", "agencyName", "maritalStatus"]);
  });

  it("Salesforce's leads report and an AgencyZoom export", () => {
    expect(guessMapping("leads", ["Lead ID", "First Name", "Last Name", "Company / Account", "Email", "Phone", "Mobile", "Street", "State/Province", "Zip/Postal Code", "Lead Source", "Lead Status", "Lead Owner", "Create Date"])).toEqual([
      "sourceLeadId", "firstName", "lastName", "agencyName", "email", "phone", "mobilePhone", "address", "state", "zipCode", "campaign", "status", "owner", "createdAt",
    ]);
    // "ST" is the state; "X-Date" (the policy's expiration) has no field yet and stays unmapped.
    expect(guessMapping("leads", ["Date Created", "First Name", "Last Name", "Email Address", "Phone", "Address", "City", "ST", "Zip", "Status", "Assigned To", "Line of Business", "Current Carrier", "X-Date"])).toEqual([
      "createdAt", "firstName", "lastName", "email", "phone", "address", "city", "state", "zipCode", "status", "owner", "leadType", "currentInsuranceCarrier", null,
    ]);
    expect(guessMapping("accounts", ["Company", "St", "X Date"])).toEqual(["accountName", "state", null]);
  });

  it("the issue's plain spreadsheet headers, any case or punctuation; one column per field", () => {
    expect(guessMapping("leads", ["first name", "LAST NAME", "E-mail Address", "Phone Number", "Mobile Phone", "Street Address", "ZIP", "Postal Code", "lead_status", "Create Date", "Lead Source", "Owner"])).toEqual([
      "firstName", "lastName", "email", "phone", "mobilePhone", "address", "zipCode", null, "status", "createdAt", "campaign", "owner",
    ]);
  });

  it("accounts with contacts", () => {
    expect(guessMapping("accounts", ["Company Name", "Account Type", "Company Phone", "Website", "First Name", "Last Name", "Job Title", "Email", "Phone", "Primary"])).toEqual([
      "accountName", "accountType", "accountPhone", "website", "firstName", "lastName", "title", "email", "phone", "isPrimary",
    ]);
  });

  it("names what is missing or mapped twice", () => {
    expect(mappingProblems("leads", ["A", "B"], ["email", "email"])).toEqual([
      '"A" and "B" are both mapped to Email: pick one.',
      "Map a column to Full name (or First name and Last name): every lead needs a name.",
      "Map a column to Phone (or Mobile phone): every lead needs one, as on the web forms.",
    ]);
    expect(mappingProblems("leads", ["N", "E", "M"], ["fullName", "email", "mobilePhone"])).toEqual([]);
    expect(mappingProblems("accounts", ["X"], [null])).toEqual(["Map a column to Account name: every account needs one."]);
  });
});

describe("cell values from other CRMs", () => {
  it("statuses", () => {
    expect(["New", "Open", "Attempted to contact", "Connected", "In Progress", "Open Deal", "Unqualified", "Bad Timing", "Customer", "Closed - Converted", "Closed - Not Converted", "Open - Not Contacted", "Working - Contacted", "Whatever"].map(leadStatusOf)).toEqual([
      "new", "new", "contacted", "contacted", "contacted", "qualified", "lost", "lost", "converted", "converted", "lost", "new", "contacted", null,
    ]);
  });

  it("lead types, yes/no, names", () => {
    expect(["Homeowners", "Personal Auto", "Home & Auto", "Term Life", "Boat"].map(leadTypeOf)).toEqual(["home", "auto", "all", "life", null]);
    expect(["Y", "yes", "TRUE", "1", "N", "false", "maybe"].map(yesNoOf)).toEqual(["yes", "yes", "yes", "yes", "no", "no", null]);
    expect(splitName("Treviño, Ana")).toEqual({ firstName: "Ana", lastName: "Treviño" });
    expect(splitName("Mary Ann Lopez")).toEqual({ firstName: "Mary Ann", lastName: "Lopez" });
  });

  it("dates: ISO, US with AM/PM, Unix milliseconds; Texas time without an offset; nonsense is null", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const at = (s: string) => {
      const d = dateOf(s, now);
      return d ? `${texasDate(d)} ${texasTime(d)}` : null;
    };
    expect(at("2026-11-02 09:14")).toBe("2026-11-02 09:14");
    expect(at("11/02/2026")).toBe("2026-11-02 00:00");
    expect(at("10/30/2026 2:15 PM")).toBe("2026-10-30 14:15");
    expect(at("3/5/24")).toBe("2024-03-05 00:00");
    expect(dateOf("2026-07-01T15:00:00Z", now)?.toISOString()).toBe("2026-07-01T15:00:00.000Z");
    expect(dateOf("1782918000000", now)?.toISOString()).toBe(new Date(1782918000000).toISOString());
    expect([dateOf("not a date", now), dateOf("13/45/2026", now), dateOf("2031-01-01", now), dateOf("1901-01-01", now)]).toEqual([null, null, null, null]);
  });
});
