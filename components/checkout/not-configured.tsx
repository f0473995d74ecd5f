import { CircleAlertIcon } from "@/components/icons/circle-exclamation-point";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";


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
