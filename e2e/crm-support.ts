import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createAgent, signInApi, testIp, withAdminSession } from "./support";
import { texasPhone, verifiableTag } from "@/test/fixtures/texas-lead";

/** The CRM journeys' helpers (issue 5). */

/** A run's unique token, eight digits: it goes into e-mails and names that must verify (verifiableTag). */
export const tag = () => verifiableTag();

/** A fresh agent signed in on the page's context (cookies shared with page.request). */
export async function signInNewAgent(page: Page): Promise<{ username: string }> {
  const creds = await createAgent(page.request);
  await signInApi(page.request, creds);
  return creds;
}

export async function signInAdmin(page: Page): Promise<void> {
  await withAdminSession(page);
}

/** Posts a lead through the public pipeline (POST /api/leads); `genuine` ones verify at 80+. */
export async function postLead(request: APIRequestContext, kind: "genuine" | "fake", token: string, extra: Record<string, string> = {}): Promise<{ id: number; score: number; fullName: string; email: string }> {
  const body =
    kind === "genuine"
      ? {
          fullName: "Maria Gonzalez",
          email: `maria.gonzalez.${token}@gmail.com`,
          phone: texasPhone(),
          address: "4518 Burnet Rd",
          city: "Austin",
          state: "TX",
          zipCode: "78756",
          agencyName: `Gonzalez Family ${token}`,
          leadType: "home",
          hasHomeInsurance: true,
          hasContinuousCoverage: true,
          hasMultipleClaims: false,
          maritalStatus: "married",
          spouseName: "Luis Gonzalez",
          currentInsuranceCarrier: "State Farm",
          consentVersion: "quote-2025-01",
          source: "quote-funnel",
        }
      : { fullName: "Test Test", email: `test.${token}@mailinator.com`, phone: "(555) 555-5555", leadType: "auto", source: "landing" };
  const res = await request.post("/api/leads", { data: { ...body, ...extra }, headers: { "x-forwarded-for": testIp() } });
  expect(res.status(), await res.text()).toBe(201);
  const json = await res.json();
  return { id: json.id, score: json.validationResult.score, fullName: body.fullName, email: body.email };
}
