import { errorMessage } from "@/lib/log";

/**
 * A provider could not be read while an event was being applied: the transaction rolls back and the
 * webhook answers 503, so the provider delivers the event again later (nothing is half-applied).
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: "stripe" | "paypal",
    cause: unknown,
  ) {
    super(`${provider} could not be reached: ${errorMessage(cause)}`);
  }
}
