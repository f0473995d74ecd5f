import { Badge } from "@/components/ui/badge";
import { MissingCredentials } from "@/components/integrations/missing-credentials";
import { missingNames, type ConnectionResult } from "@/components/integrations/use-connection-test";

/** The connection test's answer: the pixel id and name, or the error and the missing credentials. */
export function ConnectionResultView({ result }: { result: ConnectionResult }) {
  const missing = missingNames(result.missing);
  return (
    <div className="space-y-3 text-sm" aria-live="polite" data-testid="connection-result">
      {result.success && result.pixelInfo ? (
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="success">Connected</Badge>
          Pixel <code>{result.pixelInfo.id}</code>
          {result.pixelInfo.name && <span className="font-medium">{result.pixelInfo.name}</span>}
        </p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant="destructive">Failed</Badge>
            <span className="text-destructive">{result.error}</span>
          </p>
          <MissingCredentials names={missing} />
        </>
      )}
    </div>
  );
}
