/**
 * Replies used when nothing better is available (public-site.md §8). Shared by the server (last
 * resort when reply generation itself fails) and the widget (when the call fails).
 */
export const OUTER_FALLBACK_REPLY =
  "I'm having a brief technical moment, but I'm still here to help! Tell me more about your insurance agency goals and I'll provide specific guidance.";

/** The widget's three generic replies for a failed call (their wording is ours; the spec does not show it). */
export const CLIENT_FALLBACK_REPLIES = [
  "Sorry, that one didn't come through on my end. Could you send your question again?",
  "I'm having trouble connecting for a moment. Try again in a few seconds, or reach our team any time through the Contact page.",
  "Something got lost along the way. Mind asking that again? I'm here to help with leads, marketing and growing your agency.",
] as const;

export function randomClientFallback(random: () => number = Math.random): string {
  return CLIENT_FALLBACK_REPLIES[Math.floor(random() * CLIENT_FALLBACK_REPLIES.length)] ?? OUTER_FALLBACK_REPLY;
}

/** Shown in the widget on a 429 when the server sent no message of its own. */
export const RATE_LIMITED_REPLY =
  "You're sending messages faster than I can keep up! Give me a minute, then ask away.";
