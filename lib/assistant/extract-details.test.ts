import { describe, expect, it } from "vitest";
import { extractContact, extractDetails, summarizeLearnings, toLearnings } from "@/lib/assistant/extract-details";

describe("extractDetails", () => {
  it("reads agency size, book size, lines of business, goals and pain points", () => {
    const d = extractDetails(
      "We're a 5 agent shop with a $2.5 million book, mostly home and auto plus some life. Leads are way too expensive and we want to grow our book.",
    );
    expect(d.agencySize).toBe("5-person team");
    expect(d.bookSize).toBe("$2.5M book");
    expect(d.linesOfBusiness).toEqual(["home", "auto", "life"]);
    expect(d.painPoints).toContain("expensive_leads");
    expect(d.goals).toContain("grow_book");
  });

  it.each([
    ["I'm a solo agent in Katy", "Solo agent"],
    ["we have a team of 3", "3-person team"],
    ["two producers and one CSR", "2-person team"],
    ["just me and my dog", "Solo agent"],
  ])("agency size in %j", (text, size) => {
    expect(extractDetails(text).agencySize).toBe(size);
  });

  it.each([
    ["The shared leads I buy are sold to five agents", "shared_leads"],
    ["half the leads were fake numbers", "low_quality_leads"],
    ["I'm too busy to market", "no_time"],
    ["rates keep going up and clients are mad", "rate_increases"],
    ["we keep losing clients at renewal", "losing_clients"],
    ["my close rate is low", "low_close_rate"],
    ["summer is always a slow season", "inconsistent_pipeline"],
  ])("pain point in %j", (text, pain) => {
    expect(extractDetails(text).painPoints).toContain(pain);
  });

  it.each([
    ["I want more leads", "more_leads"],
    ["I'd like to improve retention", "improve_retention"],
    ["we want to cross-sell more", "cross_sell"],
    ["I want to automate follow-up", "automate_marketing"],
    ["we're hiring two producers", "expand_team"],
  ])("goal in %j", (text, goal) => {
    expect(extractDetails(text).goals).toContain(goal);
  });

  it("finds the agency name", () => {
    expect(extractDetails("I run Lone Star Family Insurance in Waco").agencyName).toBe("Lone Star Family Insurance");
    expect(extractDetails("my agency is Bluebonnet Risk Partners").agencyName).toBe("Bluebonnet Risk Partners");
    expect(extractDetails("I used to work at State Farm Insurance").agencyName).toBeUndefined();
  });

  it("returns nothing for small talk", () => {
    const d = extractDetails("thanks, that helps");
    expect(d).toEqual({ linesOfBusiness: [], goals: [], painPoints: [], contact: {} });
  });
});

describe("extractContact", () => {
  it.each([
    ["My name is Sarah Johnson, sarah.j@lonestarins.com", { name: "Sarah Johnson", email: "sarah.j@lonestarins.com" }],
    ["I'm Carlos. Call me at 512-555-0142", { name: "Carlos", phone: "(512) 555-0142" }],
    ["this is Dana Whitfield, (713) 555 0199", { name: "Dana Whitfield", phone: "(713) 555-0199" }],
    ["my name is maria and my email is MARIA@EXAMPLE.ORG", { name: "Maria", email: "maria@example.org" }],
    ["I'm looking for leads", {}],
    ["I'm Texas based, reach me at +1 214 555 0110", { phone: "(214) 555-0110" }],
    ["We made $45,000 last year on 1200 policies", {}],
  ])("%j", (text, expected) => {
    expect(extractContact(text)).toEqual(expected);
  });
});

describe("learnings", () => {
  it("turns details into keyed rows and folds them back", () => {
    const rows = toLearnings(extractDetails("I'm Jo Park, jo@parkagency.com. We're a 4 person team writing life and health"));
    expect(rows).toEqual(
      expect.arrayContaining([
        { learningType: "agency_size", key: "team_size", value: "4-person team" },
        { learningType: "line_of_business", key: "line:life", value: "life" },
        { learningType: "contact", key: "contact:email", value: "jo@parkagency.com" },
        { learningType: "contact", key: "contact:name", value: "Jo Park" },
      ]),
    );
    const facts = summarizeLearnings(rows);
    expect(facts).toMatchObject({ name: "Jo Park", email: "jo@parkagency.com", agencySize: "4-person team", linesOfBusiness: ["life", "health"] });
  });
});
