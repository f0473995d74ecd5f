import { CircleAlertIcon } from "@/components/icons/circle-exclamation-point";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** What a tab without keys says: to use the other provider, or, when neither has keys, to contact us (never to try the other tab). */
export function notConfiguredMessage(messages: { cardNotConfigured: string; paypalNotConfigured: string; noneConfigured: string }, method: "card" | "paypal", otherConfigured: boolean): string {
  if (!otherConfigured) return messages.noneConfigured;
  return method === "card" ? messages.cardNotConfigured : messages.paypalNotConfigured;
}

/** Shown in a payment tab whose provider keys are missing: nothing to load, nothing to crash. */
export function NotConfigured({ method, message }: { method: string; message: string }) {
  return (
    <Alert role="status" variant="warning" data-testid={`not-configured-${method.toLowerCase()}`}>
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{method} payments are not configured</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
      </AlertDescription>
    </Alert>
  );
}
