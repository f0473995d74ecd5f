import { CheckCircle2Icon, CircleOffIcon } from "lucide-react";

export type ServerVariable = { name: string; set: boolean; purpose: string };

/** Which server variables are set (yes/no only: values never leave the server). */
export function ServerVariables({ variables, title = "Server configuration" }: { variables: ServerVariable[]; title?: string }) {
  return (
    <section aria-labelledby="server-variables" className="space-y-2">
      <h2 id="server-variables" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">Set in the server&apos;s environment (.env). Only whether each one is set is shown here, never its value.</p>
      <ul className="divide-y rounded-md border">
        {variables.map((v) => (
          <li key={v.name} className="flex items-start gap-3 px-3 py-2 text-sm">
            {v.set ? <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" /> : <CircleOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />}
            <div className="min-w-0">
              <code className="font-medium">{v.name}</code> <span className={v.set ? "text-success" : "text-muted-foreground"}>{v.set ? "set" : "not set"}</span>
              <p className="text-muted-foreground">{v.purpose}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
