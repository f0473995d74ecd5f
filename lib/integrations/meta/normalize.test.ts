import { describe, expect, it } from "vitest";
import { META_TEST_VECTORS as V } from "@/test/fakes/meta-graph";
import {
  hashForMeta,
  normalizeCityForMeta,
  normalizeCountryForMeta,
  normalizeEmailForMeta,
  normalizeNameForMeta,
  normalizePhoneForMeta,
  normalizeStateForMeta,
  normalizeZipForMeta,
  sha256Hex,
} from "@/lib/integrations/meta/normalize";
import { buildUserData, parseAddressTail, splitName } from "@/lib/integrations/meta/user-data";
import { buildServerEvent, dealEventId, leadEventId } from "@/lib/integrations/meta/events";

describe("Meta customer-information normalisation and hashing (integrations.md §1, vectors §11)", () => {
  it("matches the reference test vectors", () => {
    expect(normalizeEmailForMeta(V.email.input)).toBe(V.email.normalized);
    expect(hashForMeta("em", V.email.input)).toBe(V.email.hash);
    expect(normalizePhoneForMeta(V.phone.input)).toBe(V.phone.normalized);
    expect(hashForMeta("ph", V.phone.input)).toBe(V.phone.hash);
    expect(hashForMeta("ct", V.city.input)).toBe(V.city.hash);
    expect(hashForMeta("st", V.state.input)).toBe(V.state.hash);
    expect(hashForMeta("zp", V.zip.input)).toBe(V.zip.hash);
    expect(hashForMeta("country", V.country.input)).toBe(V.country.hash);
    expect(sha256Hex("person@example.com")).toBe(V.email.hash);
  });

  it("normalises every spelling to the same value", () => {
    expect(normalizeEmailForMeta("  PERSON@example.COM ")).toBe("person@example.com");
    expect(normalizeEmailForMeta("not an email")).toBeNull();
    for (const phone of ["(512) 555-0123", "512-555-0123", "+1 512 555 0123", "1-512-555-0123", "512.555.0123"]) {
      expect(normalizePhoneForMeta(phone), phone).toBe("15125550123");
    }
    expect(normalizePhoneForMeta("+44 20 7946 0958")).toBe("442079460958");
    expect(normalizePhoneForMeta("0044 20 7946 0958")).toBe("442079460958");
    expect(normalizePhoneForMeta("12")).toBeNull();
    expect(normalizeCityForMeta("San Antonio")).toBe("sanantonio");
    expect(normalizeCityForMeta("Winston-Salem (NC) 2")).toBe("winstonsalemnc");
    expect(normalizeStateForMeta("Texas")).toBe("tx");
    expect(normalizeStateForMeta(" TX ")).toBe("tx");
    expect(normalizeStateForMeta("Atlantis")).toBeNull();
    expect(normalizeZipForMeta("78701-1234")).toBe("78701");
    expect(normalizeZipForMeta(" 787 01 ")).toBe("78701");
    expect(normalizeCountryForMeta("US")).toBe("us");
    expect(normalizeCountryForMeta("USA")).toBeNull();
    expect(normalizeNameForMeta("  O'Neil ")).toBe("oneil");
    expect(normalizeNameForMeta("José")).toBe("josé");
    expect(normalizeNameForMeta("Mary-Ann")).toBe("maryann");
  });

  it("passes already-hashed values through and ignores unusable ones", () => {
    expect(hashForMeta("em", V.email.hash.toUpperCase())).toBe(V.email.hash);
    expect(hashForMeta("em", "")).toBeNull();
    expect(hashForMeta("em", null)).toBeNull();
    expect(hashForMeta("ph", "call me")).toBeNull();
    expect(hashForMeta("external_id", " L-42 ")).toBe(sha256Hex("l-42"));
  });

  it("builds user_data: hashed arrays, the Lead Ads id raw, IP and user agent raw", () => {
    const u = buildUserData({
      externalId: "42",
      email: V.email.input,
      phone: V.phone.input,
      fullName: "Jane Q. Doe",
      address: "600 Congress Ave, Austin, TX 78701",
      metaLeadId: "1234567890123456",
      clientIp: "203.0.113.7",
      userAgent: "Mozilla/5.0",
    });
    expect(u).toEqual({
      em: [V.email.hash],
      ph: [V.phone.hash],
      fn: [sha256Hex("jane")],
      ln: [sha256Hex("doe")],
      ct: [V.city.hash],
      st: [V.state.hash],
      zp: [V.zip.hash],
      country: [V.country.hash],
      external_id: [sha256Hex("42")],
      lead_id: "1234567890123456",
      client_ip_address: "203.0.113.7",
      client_user_agent: "Mozilla/5.0",
    });
    // The state is taken from the ZIP when not written; junk IPs and short lead ids are left out.
    const v = buildUserData({ email: V.email.input, zip: "78701", clientIp: "unknown", metaLeadId: "123" });
    expect(v.st).toEqual([V.state.hash]);
    expect(v.client_ip_address).toBeUndefined();
    expect(v.lead_id).toBeUndefined();
  });

  it("splits names and reads city, state and ZIP from a one-line address", () => {
    expect(splitName("Cher")).toEqual({ first: "Cher", last: null });
    expect(splitName(" Mary  Ann  Smith ")).toEqual({ first: "Mary", last: "Smith" });
    expect(parseAddressTail("815 W Spring Creek Pkwy, Plano, TX 75023")).toEqual({ city: "Plano", state: "TX", zip: "75023" });
    expect(parseAddressTail("4518 Burnet Rd 78756")).toEqual({ city: null, state: null, zip: "78756" });
  });

  it("builds website and CRM events with Meta's required fields", () => {
    const user = buildUserData({ email: V.email.input });
    const site = buildServerEvent({
      eventName: "Lead",
      eventTime: new Date(1_763_800_000_500),
      eventId: leadEventId(7, "Lead"),
      user,
      value: 18,
      contentName: "auto insurance lead",
      origin: { kind: "website", url: "https://agency.example/landing", userAgent: "Mozilla/5.0" },
    });
    expect(site).toMatchObject({
      event_name: "Lead",
      event_time: 1_763_800_000,
      event_id: "lead-7-lead",
      action_source: "website",
      event_source_url: "https://agency.example/landing",
      user_data: { em: [V.email.hash], client_user_agent: "Mozilla/5.0" },
      custom_data: { currency: "USD", value: 18, content_name: "auto insurance lead", content_category: "Lead Progression" },
    });
    expect(site.custom_data.event_source).toBeUndefined();
    const crm = buildServerEvent({ ...site, eventName: "Purchase", eventTime: new Date(), eventId: dealEventId("hubspot", 99, "Purchase"), user, value: 1200.456, contentName: "closedwon", origin: { kind: "crm", crmName: "HubSpot" } });
    expect(crm).toMatchObject({ event_id: "hubspot-deal-99-purchase", action_source: "system_generated", custom_data: { value: 1200.46, event_source: "crm", lead_event_source: "HubSpot" } });
    expect(crm.event_source_url).toBeUndefined();
    expect(leadEventId(3, "CompleteRegistration")).toBe("lead-3-complete-registration");
    expect(leadEventId(3, "Subscribe", "2026")).toBe("lead-3-subscribe-2026");
  });
});
