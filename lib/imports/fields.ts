/**
 * What a column of an imported file can become, per kind of import, with the header names common
 * exports use (HubSpot, Salesforce, AgencyZoom, Excel sheets). Pure data: the mapping screen and the
 * server read the same list.
 */
export type ImportKindValue = "leads" | "accounts";

export type ImportField = {
  value: string;
  label: string;
  /** Header names (any case or punctuation) guessed as this field. */
  aliases: string[];
};

const NAME = ["name", "full name", "contact name", "lead name", "customer name", "client name", "insured name", "named insured", "insured"];
const FIRST = ["first name", "firstname", "first", "given name", "fname", "insured first name", "primary first name"];
const LAST = ["last name", "lastname", "last", "surname", "family name", "lname", "insured last name", "primary last name"];
const EMAIL = ["email", "e mail", "email address", "e mail address", "emailaddress", "primary email", "email 1", "personal email", "work email", "email id"];
const PHONE = ["phone", "phone number", "telephone", "tel", "primary phone", "phone 1", "home phone", "work phone", "business phone", "day phone", "phonenumber"];
const MOBILE = ["mobile", "mobile phone", "mobile phone number", "mobile number", "cell", "cell phone", "cellphone", "cell phone number", "cell number"];
const STREET = ["address", "street", "street address", "street address 1", "address 1", "address line 1", "address1", "mailing street", "mailing address", "home address", "property address", "street line 1"];
const CITY = ["city", "mailing city", "town", "property city"];
// "ST": the two-letter column of agency management systems' exports (AgencyZoom, EZLynx).
const STATE = ["state", "st", "state region", "state province", "province", "region", "mailing state", "mailing state province", "state code", "property state"];
const ZIP = ["zip", "zip code", "zipcode", "postal code", "zip postal code", "postcode", "post code", "mailing zip", "mailing zip postal code", "property zip"];
const OWNER = ["owner", "lead owner", "contact owner", "account owner", "company owner", "record owner", "assigned to", "assigned user", "producer", "agent", "sales rep", "csr", "owner name"];
const CREATED = ["create date", "created date", "created", "date created", "created at", "creation date", "date added", "created on", "created time", "lead date", "entry date"];
const NOTES = ["notes", "note", "description", "comments", "comment", "remarks"];

export const LEAD_IMPORT_FIELDS: readonly ImportField[] = [
  { value: "fullName", label: "Full name", aliases: NAME },
  { value: "firstName", label: "First name", aliases: FIRST },
  { value: "lastName", label: "Last name", aliases: LAST },
  { value: "email", label: "Email", aliases: EMAIL },
  { value: "phone", label: "Phone", aliases: PHONE },
  { value: "mobilePhone", label: "Mobile phone (used when Phone is empty)", aliases: MOBILE },
  { value: "address", label: "Street address", aliases: STREET },
  { value: "city", label: "City", aliases: CITY },
  { value: "state", label: "State", aliases: STATE },
  { value: "zipCode", label: "ZIP code", aliases: ZIP },
  { value: "agencyName", label: "Company or agency", aliases: ["company", "company name", "agency", "agency name", "organization", "company account", "business name", "employer"] },
  { value: "leadType", label: "Lead type (home, auto, life, all)", aliases: ["lead type", "line of business", "lob", "insurance type", "policy type", "coverage type", "product", "product interest", "interest"] },
  { value: "status", label: "Lead status", aliases: ["lead status", "status", "stage", "pipeline stage", "lead stage", "disposition"] },
  { value: "createdAt", label: "Created date", aliases: CREATED },
  { value: "campaign", label: "Original lead source or campaign", aliases: ["lead source", "source", "original source", "original lead source", "campaign", "campaign name", "marketing source", "referral source"] },
  { value: "owner", label: "Owner (username or e-mail of a user)", aliases: OWNER },
  { value: "sourceLeadId", label: "ID in the other system", aliases: ["record id", "lead id", "contact id", "id", "external id", "hubspot id", "salesforce id", "agencyzoom id"] },
  { value: "notes", label: "Notes", aliases: NOTES },
  { value: "maritalStatus", label: "Marital status", aliases: ["marital status", "married", "marital"] },
  { value: "spouseName", label: "Spouse name", aliases: ["spouse", "spouse name", "spouse first name", "spouse full name"] },
  { value: "currentInsuranceCarrier", label: "Current carrier", aliases: ["current carrier", "carrier", "insurance carrier", "current insurance carrier", "prior carrier", "current insurer", "insurance company", "writing carrier"] },
  { value: "roofAge", label: "Roof age (years)", aliases: ["roof age", "age of roof", "roof age years"] },
  { value: "homePurchaseDate", label: "Home purchase date", aliases: ["home purchase date", "purchase date", "date purchased", "closing date"] },
  { value: "hasHomeInsurance", label: "Has home insurance (yes/no)", aliases: ["has home insurance", "home insurance", "currently insured", "has insurance"] },
  { value: "hasContinuousCoverage", label: "Continuous coverage 6+ months (yes/no)", aliases: ["continuous coverage", "has continuous coverage", "continuous coverage 6 months"] },
  { value: "hasMultipleClaims", label: "More than 2 claims in 5 years (yes/no)", aliases: ["multiple claims", "has multiple claims", "more than 2 claims", "claims"] },
];

export const ACCOUNT_IMPORT_FIELDS: readonly ImportField[] = [
  { value: "accountName", label: "Account name", aliases: ["account name", "account", "company", "company name", "agency", "agency name", "organization", "business name", "company account", "household", "household name"] },
  { value: "accountType", label: "Account type (prospect, customer, agency)", aliases: ["account type", "type", "company type", "client type"] },
  { value: "accountStatus", label: "Account status (active, inactive, pending)", aliases: ["account status", "company status", "status"] },
  { value: "industry", label: "Industry", aliases: ["industry", "company industry"] },
  { value: "website", label: "Website", aliases: ["website", "website url", "web site", "url", "company domain name", "domain"] },
  { value: "accountPhone", label: "Account phone", aliases: ["account phone", "company phone", "main phone", "office phone", "business phone"] },
  { value: "accountEmail", label: "Account e-mail", aliases: ["account email", "company email", "general email", "office email"] },
  { value: "address", label: "Street address", aliases: STREET },
  { value: "city", label: "City", aliases: CITY },
  { value: "state", label: "State", aliases: STATE },
  { value: "zipCode", label: "ZIP code", aliases: ZIP },
  { value: "revenue", label: "Annual revenue", aliases: ["annual revenue", "revenue", "premium", "total premium"] },
  { value: "owner", label: "Owner (username or e-mail of a user)", aliases: OWNER },
  { value: "notes", label: "Account notes", aliases: NOTES },
  { value: "firstName", label: "Contact first name", aliases: FIRST },
  { value: "lastName", label: "Contact last name", aliases: LAST },
  { value: "fullName", label: "Contact full name", aliases: ["contact name", "contact full name", "full name", "primary contact", "contact"] },
  { value: "title", label: "Contact job title", aliases: ["title", "job title", "position", "role"] },
  { value: "email", label: "Contact e-mail", aliases: [...EMAIL, "contact email"] },
  { value: "phone", label: "Contact phone", aliases: [...PHONE.filter((p) => p !== "business phone"), "contact phone"] },
  { value: "mobile", label: "Contact mobile", aliases: MOBILE },
  { value: "department", label: "Contact department", aliases: ["department", "dept"] },
  { value: "isPrimary", label: "Primary contact (yes/no)", aliases: ["primary", "is primary", "primary contact flag", "primary yes no"] },
];

export const IMPORT_FIELDS: Record<ImportKindValue, readonly ImportField[]> = { leads: LEAD_IMPORT_FIELDS, accounts: ACCOUNT_IMPORT_FIELDS };

export const IMPORT_KINDS: { value: ImportKindValue; label: string }[] = [
  { value: "leads", label: "Leads" },
  { value: "accounts", label: "Accounts with their contacts" },
];

/** What each kind needs mapped before an import can start (the rules every web lead and account follows). */
export const REQUIRED_FIELDS: Record<ImportKindValue, { anyOf: string[]; message: string }[]> = {
  leads: [
    { anyOf: ["fullName", "firstName"], message: "Map a column to Full name (or First name and Last name): every lead needs a name." },
    { anyOf: ["email"], message: "Map a column to Email: every lead needs one, as on the web forms." },
    { anyOf: ["phone", "mobilePhone"], message: "Map a column to Phone (or Mobile phone): every lead needs one, as on the web forms." },
  ],
  accounts: [{ anyOf: ["accountName"], message: "Map a column to Account name: every account needs one." }],
};

export function fieldLabel(kind: ImportKindValue, value: string): string {
  return IMPORT_FIELDS[kind].find((f) => f.value === value)?.label ?? value;
}

/** A header as compared with the aliases: lower case, punctuation as spaces, accents dropped. */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Words exports put before a field's own name ("Contact owner", "Lead Status", "Mailing City"). */
const PREFIXES = ["contact", "lead", "primary", "mailing", "billing", "home", "customer", "client", "insured"];

/**
 * The field each header most likely is, by position (null: not imported). A field is guessed for at
 * most one column: the first header that names it wins.
 */
export function guessMapping(kind: ImportKindValue, headers: readonly string[]): (string | null)[] {
  const fields = IMPORT_FIELDS[kind];
  const byAlias = new Map<string, string>();
  for (const f of fields) for (const a of f.aliases) if (!byAlias.has(normalizeHeader(a))) byAlias.set(normalizeHeader(a), f.value);
  const taken = new Set<string>();
  const pick = (value: string | undefined) => {
    if (!value || taken.has(value)) return null;
    taken.add(value);
    return value;
  };
  return headers.map((header) => {
    const h = normalizeHeader(header);
    const exact = pick(byAlias.get(h));
    if (exact) return exact;
    const words = h.split(" ");
    if (words.length > 1 && PREFIXES.includes(words[0]!)) return pick(byAlias.get(words.slice(1).join(" ")));
    return null;
  });
}

/** The mapping's problems: a required field unmapped, or one field taken by two columns. */
export function mappingProblems(kind: ImportKindValue, headers: readonly string[], mapping: readonly (string | null)[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  mapping.forEach((field, i) => {
    if (!field) return;
    const first = seen.get(field);
    if (first !== undefined) problems.push(`"${headers[first]}" and "${headers[i]}" are both mapped to ${fieldLabel(kind, field)}: pick one.`);
    else seen.set(field, i);
  });
  for (const rule of REQUIRED_FIELDS[kind]) if (!rule.anyOf.some((f) => seen.has(f))) problems.push(rule.message);
  return problems;
}
