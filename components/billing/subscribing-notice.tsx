import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmationRefresh } from "@/components/checkout/confirmation-refresh";

/** Right after paying: the provider's confirmation is on its way (seconds); the page reads it again meanwhile. */
export function SubscribingNotice({ planName }: { planName: string }) {
  return (
    <Alert role="status">
      <Spinner label={null} />
      <AlertTitle>Confirming your payment for {planName}…</AlertTitle>
      <AlertDescription>
        <p>This takes a few seconds. The page updates by itself.</p>
      </AlertDescription>
      <ConfirmationRefresh />
    </Alert>
  );
}
