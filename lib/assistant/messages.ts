/** /alex-admin texts from public-site.md §2 and §8, verbatim (client-safe: no server imports). */
export const CONFIG_TEXT = {
  saved: "the configuration updated successfully",
  saveFailed: "Failed to save configuration",
  loadFailedToast: "Failed to load the configuration",
  loadFailedScreen: "Failed to load configuration",
  retry: "Retry",
} as const;

/** The consent notice the chat widget shows under its input (see lib/leads/consent.ts). */
export const CHAT_CONSENT_VERSION = "chat-2025-01";
