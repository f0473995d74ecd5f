/**
 * Address signals: completeness (street with a number, city, ZIP) and whether the property is in
 * Texas. Accepts either separate fields or a one-line address in `address`
 * ("4518 Broadway St, San Antonio, TX 78209").
 *
 * | Check           | Points | Fails on                                                          |
 * |-----------------|-------:|-------------------------------------------------------------------|
 * | address.street  |      5 | no house number + street name (PO Box / rural route accepted);    |
 * |                 |        | made-up words ("123 Fake St", "asdf") — cap 45                     |
 * | address.city    |      2 | no city                                                           |
 * | address.zip     |      3 | no 5-digit ZIP                                                    |
 * | address.texas   |      5 | ZIP (or state, without a ZIP) outside Texas — cap 79               |
 *
 * When an address is required (consumer leads) but missing or incomplete, the score is capped at
 * 75: an agency cannot quote a home policy without the property address. When it is not required
 * and not given (agent leads, contacts) the group is left out of the score entirely.
 */
import { cleanText, fold, INPUT_LIMITS, isMashToken } from "./text";
import type { GroupOutcome, ScoreCap, Signal, Warning } from "./types";

export const ADDRESS_WEIGHTS = { street: 5, city: 2, zip: 3, texas: 5 } as const;
export const MISSING_ADDRESS_CAP = 75;
export const PLACEHOLDER_ADDRESS_CAP = 45;
export const OUT_OF_STATE_ADDRESS_CAP = 79;

/** US states (and DC) by postal abbreviation. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut",
  DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho",
  IL: "Illinois", IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine",
  MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri",
  MT: "Montana", NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico",
  NY: "New York", NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon",
  PA: "Pennsylvania", RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas",
  UT: "Utah", VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
  PR: "Puerto Rico",
};

const STATE_LOOKUP: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [abbr, name] of Object.entries(US_STATES)) {
    map.set(abbr.toLowerCase(), abbr);
    map.set(name.toLowerCase(), abbr);
  }
  map.set("tex", "TX");
  map.set("tx.", "TX");
  map.set("tex.", "TX");
  return map;
})();

/** First three ZIP digits → state, as inclusive ranges (USPS sectional centres). */
const ZIP3_RANGES: ReadonlyArray<readonly [from: number, to: number, state: string]> = [
  [5, 5, "NY"], [6, 9, "PR"], [10, 27, "MA"], [28, 29, "RI"], [30, 38, "NH"], [39, 49, "ME"], [50, 54, "VT"],
  [55, 55, "MA"], [56, 59, "VT"], [60, 69, "CT"], [70, 89, "NJ"], [100, 149, "NY"], [150, 196, "PA"],
  [197, 199, "DE"], [200, 200, "DC"], [201, 201, "VA"], [202, 205, "DC"], [206, 219, "MD"], [220, 246, "VA"],
  [247, 268, "WV"], [270, 289, "NC"], [290, 299, "SC"], [300, 319, "GA"], [320, 339, "FL"], [341, 349, "FL"],
  [350, 369, "AL"], [370, 385, "TN"], [386, 397, "MS"], [398, 399, "GA"], [400, 427, "KY"], [430, 459, "OH"],
  [460, 479, "IN"], [480, 499, "MI"], [500, 528, "IA"], [530, 549, "WI"], [550, 567, "MN"], [569, 569, "DC"],
  [570, 577, "SD"], [580, 588, "ND"], [590, 599, "MT"], [600, 629, "IL"], [630, 658, "MO"], [660, 679, "KS"],
  [680, 693, "NE"], [700, 714, "LA"], [716, 729, "AR"], [730, 732, "OK"], [734, 749, "OK"], [750, 799, "TX"],
  [800, 816, "CO"], [820, 831, "WY"], [832, 838, "ID"], [840, 847, "UT"], [850, 865, "AZ"], [870, 884, "NM"],
  [885, 885, "TX"], [889, 898, "NV"], [900, 961, "CA"], [967, 968, "HI"], [970, 979, "OR"], [980, 994, "WA"],
  [995, 999, "AK"],
];

/** Texas ZIPs: 75000–79999, 88500–88599 (El Paso) and the two Austin IRS ZIPs 73301 / 73344. */
export function isTexasZip(zip5: string): boolean {
  if (!/^\d{5}$/.test(zip5)) return false;
  const n = Number(zip5);
  return (n >= 75000 && n <= 79999) || (n >= 88500 && n <= 88599) || zip5 === "73301" || zip5 === "73344";
}

/** The state a ZIP belongs to, or null when the prefix is unassigned / military. */
export function stateOfZip(zip5: string): string | null {
  if (isTexasZip(zip5)) return "TX";
  const prefix = Number(zip5.slice(0, 3));
  for (const [from, to, state] of ZIP3_RANGES) if (prefix >= from && prefix <= to) return state;
  return null;
}

/** Normalises "Texas", "tx", "Tex." to "TX"; null when not a US state. */
export function normalizeState(raw: string): string | null {
  const key = raw.trim().toLowerCase();
  return key === "" ? null : STATE_LOOKUP.get(key) ?? STATE_LOOKUP.get(key.replace(/\.$/, "")) ?? null;
}

/**
 * ZIP prefixes of the big Texas cities, for a coarse city/ZIP consistency check. Only these
 * cities are checked (suburbs are not), with generous ranges: people write "Houston" for Spring
 * or Humble, "Dallas" for the 750xx suburbs.
 */
export const TEXAS_CITY_ZIP3: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  houston: [[770, 775]],
  dallas: [[750, 753]],
  austin: [[733, 733], [786, 787]],
  "san antonio": [[780, 782]],
  "fort worth": [[760, 762]],
  "el paso": [[798, 799], [885, 885]],
  "corpus christi": [[783, 784]],
  lubbock: [[793, 794]],
  amarillo: [[790, 791]],
};

const PLACEHOLDER_WORDS: ReadonlySet<string> = new Set([
  "fake", "test", "testing", "asdf", "qwerty", "sample", "dummy", "nowhere", "unknown", "none", "null", "lorem",
  "ipsum", "example", "blah", "xxx", "nope",
]);
const EMPTY_VALUES: ReadonlySet<string> = new Set(["", "n/a", "na", "none", "-", ".", "no", "null", "undefined", "nil", "tbd"]);
const GENERIC_STREET = /^\s*(?:123|1234|12345)\s+(?:main|any|street|fake|elm|abc)\b/i;

const STREET_RE = /^\d+[a-z]?(?:[-/]\d+[a-z]?)?\s+(?:[nsew]\.?\s+)?(?:\p{L}{2,}|\d+(?:st|nd|rd|th)\b)/iu;
const PO_BOX_RE = /^(?:p\.?\s*o\.?\s*box|post\s+office\s+box|box)\s*#?\s*\d+/i;
const RURAL_RE = /^(?:rr|r\.r\.|rural\s+route|hc|highway\s+contract|route)\s*#?\s*\d+/i;
const ZIP_FIELD_RE = /^(\d{5})(?:[-\s]?\d{4})?$/;
const ZIP_TAIL_RE = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*(?:,?\s*(?:usa|us|united states))?\.?\s*$/i;

export interface AddressAnalysis {
  zip: string | null;
  /** State from the state field, else parsed from the one-line address. */
  state: string | null;
  /** Folded city name. */
  city: string | null;
  provided: boolean;
}

export interface AddressInput {
  address?: unknown;
  city?: unknown;
  state?: unknown;
  zipCode?: unknown;
}

export interface ParsedAddress {
  street: string;
  city: string;
  state: string | null;
  stateText: string;
  zip: string | null;
  zipText: string;
}

const STREET_START = /^(?:\d|p\.?\s*o\.?\s*box|box\s|rr\s|hc\s|rural|route\s)/i;

/** Splits a one-line address into street / city / state / ZIP, filling what the fields lack. */
export function parseAddress(input: AddressInput): ParsedAddress {
  let line = cleanText(input.address, INPUT_LIMITS.address);
  let city = cleanText(input.city, INPUT_LIMITS.city);
  const stateText = cleanText(input.state, INPUT_LIMITS.state);
  const zipText = cleanText(input.zipCode, INPUT_LIMITS.zipCode);
  if (EMPTY_VALUES.has(line.toLowerCase())) line = "";
  if (EMPTY_VALUES.has(city.toLowerCase())) city = "";

  let zip = ZIP_FIELD_RE.exec(zipText)?.[1] ?? null;
  let state = normalizeState(stateText);

  // A trailing ZIP.
  const zipTail = ZIP_TAIL_RE.exec(line);
  if (zipTail) {
    zip ??= zipTail[1] ?? null;
    line = line.slice(0, zipTail.index).replace(/[\s,]+$/, "");
  }

  // A trailing state, when it is clearly a separate part: a 2-letter code after a comma or a
  // space, or a state name after a ZIP was found or with 3+ comma parts ("Washington" alone is
  // more likely a city).
  const segments = line.split(",").map((x) => x.trim()).filter((x) => x !== "");
  const last = segments[segments.length - 1];
  if (last !== undefined && (segments.length > 1 || zipTail)) {
    const words = last.split(" ");
    for (const n of [2, 1]) {
      if (words.length < n) continue;
      const candidateText = words.slice(-n).join(" ");
      const candidate = normalizeState(candidateText);
      const isCode = /^[a-z]{2}\.?$/i.test(candidateText);
      const rest = words.slice(0, -n).join(" ");
      if (!candidate || (rest === "" && segments.length === 1)) continue;
      if (!isCode && !zipTail && segments.length < 3) continue;
      state ??= candidate;
      if (rest === "") segments.pop();
      else segments[segments.length - 1] = rest;
      break;
    }
  }

  // The street is the first part that starts like one ("Unit 4B, 77 Lamar Blvd, ..."), else the first part.
  const streetIndex = segments.findIndex((x, i) => STREET_START.test(x) && (i < segments.length - 1 || segments.length === 1));
  let street = segments[streetIndex >= 0 ? streetIndex : 0] ?? "";
  if (segments.length >= 2) {
    if (city === "") city = segments[segments.length - 1] ?? "";
  } else if (street !== "" && !STREET_START.test(street) && (zipTail || state)) {
    // "San Antonio, TX 78209": no street, only a city.
    if (city === "") city = street;
    street = "";
  }
  return { street, city, state, stateText, zip, zipText };
}

/** true/false for the big Texas cities, null when the city is not one of them. */
export function cityMatchesZip(cityFolded: string, zip: string): boolean | null {
  const ranges = TEXAS_CITY_ZIP3[cityFolded];
  if (!ranges) return null;
  const prefix = Number(zip.slice(0, 3));
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}

export function checkAddress(input: AddressInput, required: boolean): GroupOutcome & { analysis: AddressAnalysis } {
  const parts = parseAddress(input);
  const provided = parts.street !== "" || parts.city !== "" || parts.zip !== null || parts.stateText !== "" || parts.zipText !== "";
  const signals: Signal[] = [];
  const caps: ScoreCap[] = [];
  const warnings: Warning[] = [];
  const cityFolded = parts.city ? fold(parts.city).replace(/[^a-z ]/g, "").trim() : null;
  const analysis: AddressAnalysis = { zip: parts.zip, state: parts.state, city: cityFolded, provided };

  if (!provided && !required) {
    signals.push({ id: "address.not_collected", weight: 0, passed: true, message: "No address collected for this submission; address not scored" });
    return { group: "address", applicable: false, valid: false, signals, caps, warnings, summary: null, analysis };
  }

  // Street.
  const streetWords = fold(parts.street).split(/[^a-z]+/).filter((w) => w !== "");
  // "handle" mode: street abbreviations have no vowels (Blvd, Pkwy), so only runs and repeats count.
  const placeholderWord = streetWords.find((w) => PLACEHOLDER_WORDS.has(w) || isMashToken(w, "handle"));
  const cityPlaceholder = cityFolded ? cityFolded.split(" ").find((w) => PLACEHOLDER_WORDS.has(w) || isMashToken(w, "handle")) : undefined;
  const generic = GENERIC_STREET.test(parts.street);
  const streetShape = STREET_RE.test(parts.street) || PO_BOX_RE.test(parts.street) || RURAL_RE.test(parts.street);
  const streetOk = streetShape && !placeholderWord && !generic;
  let streetMessage = "Street address with a house number";
  if (placeholderWord || cityPlaceholder) {
    const flag = `Address looks made up ("${placeholderWord ?? cityPlaceholder}")`;
    streetMessage = `${flag} (score capped at ${PLACEHOLDER_ADDRESS_CAP})`;
    caps.push({ id: "address.placeholder", limit: PLACEHOLDER_ADDRESS_CAP, flag, hardFail: false });
  } else if (generic) {
    streetMessage = `Generic placeholder street address (${parts.street.slice(0, 40)})`;
  } else if (!streetShape) {
    streetMessage = parts.street === "" ? "No street address" : "Street address has no house number";
  }
  signals.push({ id: "address.street", weight: ADDRESS_WEIGHTS.street, passed: streetOk, message: streetMessage });

  const cityOk = cityFolded !== null && cityFolded.length >= 2 && !cityPlaceholder;
  signals.push({ id: "address.city", weight: ADDRESS_WEIGHTS.city, passed: cityOk, message: cityOk ? "City given" : "No city" });

  const zipOk = parts.zip !== null && parts.zip !== "00000" && stateOfZip(parts.zip) !== null;
  signals.push({
    id: "address.zip",
    weight: ADDRESS_WEIGHTS.zip,
    passed: zipOk,
    message: zipOk ? `ZIP ${parts.zip}` : parts.zip ? `ZIP ${parts.zip} does not exist` : parts.zipText ? `ZIP "${parts.zipText.slice(0, 12)}" is not a 5-digit ZIP` : "No ZIP code",
  });
  if (!zipOk && parts.zip) warnings.push({ flag: `ZIP ${parts.zip} does not exist`, severity: 10 });

  // Texas: the ZIP decides; without a ZIP, the state does.
  const zipState = zipOk && parts.zip ? stateOfZip(parts.zip) : null;
  const locationState = zipState ?? parts.state;
  const isTexas = locationState === "TX";
  let texasMessage = "Address is in Texas";
  if (!isTexas) {
    if (locationState) {
      const where = zipState && parts.zip ? `${zipState} ${parts.zip}` : locationState;
      const flag = `Address outside Texas (${where})`;
      texasMessage = `${flag}; score capped at ${OUT_OF_STATE_ADDRESS_CAP}`;
      caps.push({ id: "address.out_of_state", limit: OUT_OF_STATE_ADDRESS_CAP, flag, hardFail: false });
    } else {
      texasMessage = "Cannot tell whether the address is in Texas (no ZIP or state)";
    }
  }
  signals.push({ id: "address.texas", weight: ADDRESS_WEIGHTS.texas, passed: isTexas, message: texasMessage });

  const complete = streetOk && zipOk && (cityOk || parts.state !== null);
  const placeholder = caps.some((c) => c.id === "address.placeholder");
  if (required && !complete && !placeholder) {
    const missing = [!streetOk && "street", !cityOk && parts.state === null && "city", !zipOk && "ZIP"].filter(Boolean).join(", ");
    const flag = !provided ? "Address is missing" : generic ? `Incomplete address (placeholder street "${parts.street.slice(0, 40)}")` : `Incomplete address (missing ${missing})`;
    caps.push({ id: "address.incomplete", limit: MISSING_ADDRESS_CAP, flag, hardFail: false });
  } else if (generic && !placeholder) {
    warnings.push({ flag: streetMessage, severity: 15 });
  }

  return {
    group: "address",
    applicable: true,
    valid: complete,
    signals,
    caps,
    warnings,
    summary: complete ? (isTexas ? "complete Texas address" : "complete address") : null,
    analysis,
  };
}
