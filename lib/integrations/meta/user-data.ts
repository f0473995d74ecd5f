/**
 * The customer-information block (`user_data`) of a server event, built from what we know about a
 * person: every identifying value normalised and SHA-256 hashed per Meta's rules; the Meta lead id
 * (Lead Ads), client IP and user agent raw, as Meta requires.
 */
import { stateOfZip } from "@/lib/verification";
import { hashForMeta, type HashedField } from "@/lib/integrations/meta/normalize";

export type MetaPerson = {
  /** Our stable id for the person (the lead id); hashed as external_id. */
  externalId?: string | null;
  email?: string | null;
  phone?: string | null;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  /** The Lead Ads lead id (15–17 digits), sent unhashed as lead_id. */
  metaLeadId?: string | null;
  clientIp?: string | null;
  userAgent?: string | null;
};

export type UserData = Partial<Record<HashedField, string[]>> & {
  /** Digits kept as a string here; the sender writes it as a JSON integer. */
  lead_id?: string;
  client_ip_address?: string;
  client_user_agent?: string;
};

/** Splits "Mary Ann O'Neil" into first "Mary" and last "O'Neil". */
export function splitName(fullName: string): { first: string | null; last: string | null } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first: null, last: null };
  return { first: parts[0]!, last: parts.length > 1 ? parts[parts.length - 1]! : null };
}

/** City, state and ZIP from the end of a one-line US address ("…, Plano, TX 75023"). */
export function parseAddressTail(address: string): { city: string | null; state: string | null; zip: string | null } {
  const m = address.match(/,\s*([^,\d]+?)\s*,\s*([A-Za-z]{2})\.?\s+(\d{5})(?:-\d{4})?\s*$/);
  if (m) return { city: m[1]!, state: m[2]!, zip: m[3]! };
  const zip = address.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? null;
  return { city: null, state: null, zip };
}

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;
const IPV6 = /^[0-9a-f:]+$/i;

export function buildUserData(p: MetaPerson): UserData {
  const names = p.fullName ? splitName(p.fullName) : { first: null, last: null };
  const tail = p.address ? parseAddressTail(p.address) : { city: null, state: null, zip: null };
  const zip = p.zip ?? tail.zip;
  const zip5 = zip?.match(/^\d{5}/)?.[0] ?? null;
  const state = p.state ?? tail.state ?? (zip5 ? stateOfZip(zip5) : null);
  const raw: Record<HashedField, string | null | undefined> = {
    em: p.email,
    ph: p.phone,
    fn: p.firstName ?? names.first,
    ln: p.lastName ?? names.last,
    ct: p.city ?? tail.city,
    st: state,
    zp: zip,
    country: p.country ?? "US",
    external_id: p.externalId,
  };
  const out: UserData = {};
  for (const [key, value] of Object.entries(raw) as [HashedField, string | null | undefined][]) {
    const hash = hashForMeta(key, value);
    if (hash) out[key] = [hash];
  }
  if (p.metaLeadId && /^\d{15,17}$/.test(p.metaLeadId)) out.lead_id = p.metaLeadId;
  const ip = p.clientIp?.trim();
  if (ip && (IPV4.test(ip) || (ip.includes(":") && IPV6.test(ip)))) out.client_ip_address = ip;
  if (p.userAgent?.trim()) out.client_user_agent = p.userAgent.trim().slice(0, 512);
  return out;
}

/** The hashed and raw identifiers that let Meta match someone (country alone does not). */
export function hasMatchKeys(u: UserData): boolean {
  return Boolean(u.em || u.ph || u.external_id || u.lead_id || u.fn || u.client_ip_address);
}
