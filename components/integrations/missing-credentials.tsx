import { Link } from "@/components/ui/link";
import { AlertTriangleIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** Names the missing server variables and where to set them up (crm-and-integrations.md §8). */
export function MissingCredentials({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Alert variant="warning" role="status">
      <AlertTriangleIcon aria-hidden="true" />
      <AlertTitle>Missing credentials</AlertTitle>
      <AlertDescription>
        <ul className="list-inside list-disc">
          {names.map((n) => (
            <li key={n}>
              <code>{n}</code>
            </li>
          ))}
        </ul>
        <p>
          Set them on the server, then test again. Help: <Link href="/facebook-credentials" className="underline">/facebook-credentials</Link>
        </p>
      </AlertDescription>
    </Alert>
  );
}
