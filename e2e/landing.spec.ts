import { expect, test, type Page } from "@playwright/test";
import { landingCopy } from "@/content/lead-pages";
import { LANDING_CLAIMS } from "@/lib/constants";
import { testIp } from "./support";
import { expectAccessible, expectToast, failPosts, nextPost } from "./lead-capture-support";

const SUBMIT = "Get My Free Analysis";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": testIp() });
});

async function fillValid(page: Page) {
  // Not one of the validation test page's samples: a stored lead would make them duplicates there.
  await page.getByLabel("Full Name").fill("Rosa Delgado");
  await page.getByLabel("Agency Name").fill("Delgado Insurance Group");
  await page.getByLabel("Business Email").fill("rosa@delgadoinsurancegroup.com");
  await page.getByLabel("Phone Number").fill("(915) 834-2271");
  await page.getByLabel("Primary Insurance Focus").selectOption("home");
  await page.getByLabel("Current Marketing Challenges").fill("Shared leads from aggregators convert poorly.");
}

test.describe("/landing: free marketing analysis", () => {
  test("shows the hero claims, benefits, trust strip and consent line, and is accessible", async ({ page }) => {
    await page.goto("/landing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landingCopy.headline);
    for (const value of [LANDING_CLAIMS.leadsPerMonth, LANDING_CLAIMS.activeAgents, LANDING_CLAIMS.averageCostPerLead, LANDING_CLAIMS.conversionRate]) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Get Your Free Marketing Analysis" })).toBeVisible();
    for (const b of ["Verified Lead Quality", "Texas Market Focus", "Done-For-You System"]) {
      await expect(page.getByRole("heading", { name: b })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Trusted by Texas Insurance Professionals" })).toBeVisible();
    await expect(page.getByText(/By clicking Get My Free Analysis, you agree that .+ may contact you/)).toBeVisible();
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expectAccessible(page);
  });

  test("validates every required field with its message", async ({ page }) => {
    await page.goto("/landing");
    await page.getByRole("button", { name: SUBMIT }).click();
    await expect(page.getByText("Full name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter your agency name")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Please select your primary insurance focus")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Current Marketing Challenges")).not.toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Full Name").fill("Maria Garza");
    await expect(page.getByText("Full name must be at least 2 characters")).toBeHidden();
    await expectAccessible(page);
  });

  test("submits with UTM values, consent and timing, then shows the Thank You card and fires the conversion events", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __events: unknown[][]; gtag: (...a: unknown[]) => void; fbq: (...a: unknown[]) => void };
      w.__events = [];
      w.gtag = (...a) => w.__events.push(["gtag", ...a]);
      w.fbq = (...a) => w.__events.push(["fbq", ...a]);
    });
    await page.goto("/landing?utm_source=facebook&utm_campaign=spring-2025");
    await fillValid(page);
    const posted = nextPost(page, "/api/leads");
    // The CRM's traffic report counts the stored submission under the visit's UTM source.
    const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/analytics" && (r.postData() ?? "").includes('"form_submit"'));
    await page.getByRole("button", { name: SUBMIT }).click();
    const body = (await posted).postDataJSON();
    expect(JSON.parse((await beacon).postData() ?? "{}")).toMatchObject({ eventType: "form_submit", form: "landing", utmSource: "facebook" });
    expect(body).toMatchObject({
      fullName: "Rosa Delgado",
      agencyName: "Delgado Insurance Group",
      email: "rosa@delgadoinsurancegroup.com",
      phone: "(915) 834-2271",
      leadType: "home",
      message: "Shared leads from aggregators convert poorly.",
      source: "landing",
      utmSource: "facebook",
      utmMedium: "organic",
      utmCampaign: "spring-2025",
      consentVersion: "landing-2025-01",
      website: "",
    });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(typeof body.formStartedAt).toBe("number");
    expect(body.submittedAt).toBeGreaterThanOrEqual(body.formStartedAt);

    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeFocused();
    for (const topic of landingCopy.thankYou.topics) await expect(page.getByText(topic)).toBeVisible();
    await expect(page.getByText("Check your e-mail for confirmation.")).toBeVisible();
    await expectToast(page, "Request Submitted Successfully!", "We'll contact you within 24 hours with your personalized insurance marketing strategy.");
    await expect(page.getByRole("heading", { name: "Get Your Free Marketing Analysis" })).toHaveCount(0);
    const events = await page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events);
    expect(events).toEqual([
      ["gtag", "event", "conversion", { value: 1, currency: "USD" }],
      ["fbq", "track", "Lead", { value: 100, currency: "USD", content_category: "Insurance" }],
    ]);
  });

  test("defaults the UTM values to direct / organic / general", async ({ page }) => {
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 201, json: { success: true, id: 1, duplicate: false, validationResult: { score: 90, isValid: true, details: {}, flags: [], reasoning: "" } } }),
    );
    await page.goto("/landing");
    await fillValid(page);
    const posted = nextPost(page, "/api/leads");
    await page.getByRole("button", { name: SUBMIT }).click();
    expect((await posted).postDataJSON()).toMatchObject({ utmSource: "direct", utmMedium: "organic", utmCampaign: "general" });
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  });

  test("a server failure keeps the form with 'Submission Error'", async ({ page }) => {
    await failPosts(page);
    await page.goto("/landing");
    await fillValid(page);
    await page.getByRole("button", { name: SUBMIT }).click();
    await expectToast(page, "Submission Error", "Please check your information and try again.");
    await expect(page.getByRole("button", { name: SUBMIT })).toBeEnabled();
    await expect(page.getByLabel("Full Name")).toHaveValue("Rosa Delgado");
  });

  test("shows the server's error text and field errors when it refuses the lead", async ({ page }) => {
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 400, json: { success: false, error: "Some fields need attention", fieldErrors: { email: ["This e-mail domain does not accept mail"] } } }),
    );
    await page.goto("/landing");
    await fillValid(page);
    await page.getByRole("button", { name: SUBMIT }).click();
    await expectToast(page, "Submission Error", "Some fields need attention");
    await expect(page.getByText("This e-mail domain does not accept mail")).toBeVisible();
    await expect(page.getByLabel("Business Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("a network failure shows 'Network Error'", async ({ page }) => {
    await page.route("**/api/leads", (route) => route.abort("internetdisconnected"));
    await page.goto("/landing");
    await fillValid(page);
    await page.getByRole("button", { name: SUBMIT }).click();
    await expectToast(page, "Network Error", "Please check your connection and try again.");
  });

  test("shows 'Processing...' while the request runs", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/leads", async (route) => {
      await held;
      await route.fulfill({ status: 500, body: "boom" });
    });
    await page.goto("/landing");
    await fillValid(page);
    await page.getByRole("button", { name: SUBMIT }).click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    await expect(page.getByRole("button", { name: SUBMIT })).toBeEnabled();
  });
});
