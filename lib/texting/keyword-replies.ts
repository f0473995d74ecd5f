import "server-only";
import { siteConfig } from "@/lib/site";
import type { Keyword } from "@/lib/texting/keywords";

/**
 * The one answer to a keyword (CTIA): the confirmation of an opt-out (and nothing after it), of an
 * opt-in, and the HELP answer with the agency's name and phone. Sent back in the webhook's own answer
 * (TwiML), so it costs no second request. With Twilio's default opt-out handling on the number or
 * Messaging Service, Twilio sends its own confirmation and drops ours: the person still gets one.
 */
export function keywordReply(keyword: Keyword): string {
  const site = siteConfig();
  switch (keyword) {
    case "opt_out":
      return `${site.name}: you are unsubscribed and will get no more texts from us. Reply START to resubscribe.`;
    case "opt_in":
      return `${site.name}: you are subscribed to texts again. Msg & data rates may apply. Reply HELP for help, STOP to opt out.`;
    case "help":
      return `${site.name}, Texas insurance quotes: call ${site.phone} or e-mail ${site.email}. Msg & data rates may apply. Reply STOP to opt out.`;
  }
}
