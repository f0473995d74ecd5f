import { describe, expect, it } from "vitest";
import { renderTemplate } from "@/lib/automations/render-template";
import { siteConfig } from "@/lib/site";

/** The first touch as the seed writes it: who writes, for which agency, and the footer the law asks for. */
const firstTouch = { subject: "{{first_name}}, your insurance quote request – {{agent_name}} here", body: "I'm {{agent_name}}, a licensed agent with {{agency_name}}.", fromName: null, replyTo: null };
const lead = { fullName: "James Carter", email: "james.carter@example.com", city: "Austin" };
const agent = { username: "tx_agent1", email: "agent@gonzalez.example", phone: "(512) 555-0142", bookingLink: null };

describe("an e-mail from the agent who has the lead", () => {
  it("is signed by a buyer's own agency, and its footer says the shopper asked us and we passed the request on", () => {
    const site = siteConfig().name;
    const mail = renderTemplate(firstTouch, lead, { ...agent, buyerProfile: { agencyName: "Gonzalez Insurance Agency" } });
    expect(mail.text).toContain("I'm tx_agent1, a licensed agent with Gonzalez Insurance Agency.");
    expect(mail.fromName).toBe("tx_agent1 at Gonzalez Insurance Agency");
    expect(mail.text).toContain(`Gonzalez Insurance Agency, through ${site} · `);
    expect(mail.text).toContain(`You are receiving this because you asked ${site} for an insurance quote and ${site} passed your request to Gonzalez Insurance Agency.`);
  });

  it("is ours for our own agents and for a buyer who named no agency", () => {
    const site = siteConfig().name;
    for (const who of [agent, { ...agent, buyerProfile: { agencyName: "  " } }, { ...agent, buyerProfile: null }]) {
      const mail = renderTemplate(firstTouch, lead, who);
      expect(mail.text).toContain(`a licensed agent with ${site}.`);
      expect(mail.fromName).toBe(`tx_agent1 at ${site}`);
      expect(mail.text).toContain(`You are receiving this because you asked ${site} for an insurance quote.\n`);
    }
  });

  it("names the agent by the name they set on /account, and by their username until they set one", () => {
    const named = renderTemplate(firstTouch, lead, { ...agent, displayName: "  Maria Gonzalez ", buyerProfile: { agencyName: "Gonzalez Insurance Agency" } });
    expect(named.subject).toBe("James, your insurance quote request – Maria Gonzalez here");
    expect(named.text).toContain("I'm Maria Gonzalez, a licensed agent with Gonzalez Insurance Agency.");
    expect(named.fromName).toBe("Maria Gonzalez at Gonzalez Insurance Agency");
    for (const displayName of [null, "", "   "]) expect(renderTemplate(firstTouch, lead, { ...agent, displayName }).fromName).toMatch(/^tx_agent1 at /);
  });
});
