import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { CopyValue } from "@/components/integrations/copy-value";

export type MappingRow = { stage: string; event: string; value: number; origin: "default" | "custom" };

/** One CRM's tab: configuration state, numbered steps, the copyable webhook URL and its stage table. */
export function CrmSetupTab({
  label,
  url,
  steps,
  variables,
  configured,
  mappings,
  children,
}: {
  label: string;
  url: string;
  steps: string[];
  variables: string[];
  configured: boolean;
  mappings?: MappingRow[];
  children?: React.ReactNode;
}) {
  return (
    <div className="space-y-6">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {configured ? <Badge variant="success">Configured</Badge> : <Badge variant="warning">Not configured</Badge>}
        {configured ? (
          <span className="text-muted-foreground">{variables.join(" and ")} set on the server.</span>
        ) : (
          <span>
            Set {variables.map((v, i) => (
              <span key={v}>
                {i > 0 && " and "}
                <code>{v}</code>
              </span>
            ))}{" "}
            on the server: until then the {label} webhook answers 503.
          </span>
        )}
      </p>
      <div className="space-y-2">
        <h3 className="font-semibold">Webhook URL</h3>
        <CopyValue value={url} label={`${label} webhook URL`} />
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">Setup</h3>
        <ol className="list-inside list-decimal space-y-1 text-sm">
          {steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
      {children}
      {mappings && (
        <div className="space-y-2">
          <h3 className="font-semibold">Stage mappings</h3>
          <table className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr>
                <th className="py-1 font-medium">{label} stage</th>
                <th className="py-1 font-medium">Meta event</th>
                <th className="py-1 font-medium">Default value</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {mappings.map((m) => (
                <tr key={m.stage}>
                  <td className="py-1.5">
                    <code>{m.stage}</code> {m.origin === "custom" && <Badge variant="outline">custom</Badge>}
                  </td>
                  <td className="py-1.5">{m.event === "none" ? "No event" : m.event}</td>
                  <td className="py-1.5">{m.event === "none" ? "—" : `$${m.value.toLocaleString("en-US")}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm text-muted-foreground">
            Add stages or change these at{" "}
            <Link href="/admin/stage-mappings" className="underline">
              /admin/stage-mappings
            </Link>
            .
          </p>
        </div>
      )}
    </div>
  );
}
