import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendText } from "@/lib/texting/send-text";
import { mobileOf } from "@/lib/texting/mobile";
import { TestPrecondition, type SetupEntry } from "@/lib/setup/types";

/** Texting through Twilio (issue 33): first texts, replies on the lead page, STOP honoured at once. */
export const twilioEntry: SetupEntry = {
  key: "twilio",
  title: "Texting (Twilio)",
  summary:
    "Two-way texts with leads: the first text within seconds of capture, inside the hours Texas law allows in the recipient's time; replies on the lead page; STOP honoured at once. Without these variables the lead page says texting is not configured and nothing is texted. Before the first text, register the agency's brand and an A2P 10DLC campaign in Twilio's Trust Hub and attach it to the Messaging Service: US carriers block unregistered texts.",
  variables: [
    { name: "TWILIO_ACCOUNT_SID", where: "console.twilio.com → Account Info (Account SID, AC…)." },
    { name: "TWILIO_AUTH_TOKEN", where: "console.twilio.com → Account Info (Auth Token). It also verifies Twilio's signature on both URLs below." },
    { name: "TWILIO_MESSAGING_SERVICE_SID", anyOf: "sender", where: "Messaging → Services → your service (MG…): its Sender Pool holds your 10DLC number and its A2P campaign. Preferred." },
    { name: "TWILIO_FROM_NUMBER", anyOf: "sender", where: "Or, without a Messaging Service: Phone Numbers → Active numbers, in E.164 (+15125550100)." },
    { name: "TEXTING_QUIET_HOURS", optional: true, where: "texas (default: Mon–Sat 9 a.m.–9 p.m., Sun noon–9 p.m.) or federal (8 a.m.–9 p.m. daily), in the recipient's time." },
  ],
  also: ["TWILIO_API_BASE", "SITE_URL"],
  webhook: {
    path: "/api/twilio/inbound",
    endpoint: "twilio-inbound",
    related: [{ endpoint: "twilio-status", label: "Status callbacks", missing: "none received yet (each text we send carries this URL)" }],
    urls: [{ path: "/api/twilio/status", label: "Status callback URL (Messaging Service → Integration → Delivery status callback)" }],
  },
  links: [
    { href: "/admin/text-templates", label: "Text templates" },
    { href: "/admin/automations", label: "Automations (first text at capture)" },
    { href: "/account", label: "Your mobile (for the Test)" },
  ],
  test: {
    label: "Send a test text",
    explains: "Sends one text to your own mobile (set it on /account) through the app's Twilio client.",
    async run({ admin }) {
      const mobile = await mobileOf(admin.id);
      if (!mobile) throw new TestPrecondition("Add your mobile number at /account first: the test text goes to you.");
      const outcome = await sendText(mobile, `${env().SITE_NAME}: test text from the setup checklist, sent by ${admin.username}. Texting works.`, { statusCallback: false });
      if (outcome.status === "sent") return { ok: true, message: `Twilio accepted the text to your mobile (${outcome.sid}, status ${outcome.twilioStatus}).` };
      if (outcome.status === "not_configured") return { ok: false, message: "Texting is not configured" };
      return { ok: false, message: outcome.error };
    },
  },
  async waiting() {
    const count = await db().communication.count({ where: { type: "sms", direction: "outbound", status: { in: ["not_sent", "failed", "undelivered"] } } });
    return count ? { count, label: count === 1 ? "text not sent or not delivered" : "texts not sent or not delivered", href: "/admin#setup-twilio" } : null;
  },
};
