"use client";

import { useState } from "react";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CopyValue } from "@/components/integrations/copy-value";
import { ConnectionResultView } from "@/components/integrations/connection-result";
import { useConnectionTest } from "@/components/integrations/use-connection-test";
import { useSiteOrigin } from "@/components/integrations/use-site-origin";

/** The built-in default verify token (the spec's "built-in default string"); change it for production. */
const DEFAULT_VERIFY_TOKEN = "texas_insurance_leads_webhook_verify";

type Credentials = { appId: string; appSecret: string; pixelId: string; accessToken: string; verifyToken: string };

function SecretInput({ value, onChange, ...props }: { value: string; onChange: (v: string) => void } & Omit<React.ComponentProps<typeof Input>, "value" | "onChange" | "type">) {
  const [shown, setShown] = useState(false);
  return (
    <div className="flex gap-2">
      <Input {...props} type={shown ? "text" : "password"} value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
      <Button type="button" variant="outline" size="icon" onClick={() => setShown((s) => !s)} aria-label={shown ? "Hide" : "Show"}>
        {shown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}

/**
 * The credentials setup page (crm-and-integrations.md §2): the inputs live only in this page's state
 * and are never sent anywhere; they fill the .env lines to paste on the server. Test Connection uses
 * the server's own credentials.
 */
export function CredentialsSetup({ fallbackOrigin }: { fallbackOrigin: string }) {
  const origin = useSiteOrigin(fallbackOrigin);
  const [c, setC] = useState<Credentials>({ appId: "", appSecret: "", pixelId: "", accessToken: "", verifyToken: DEFAULT_VERIFY_TOKEN });
  const set = (key: keyof Credentials) => (value: string) => setC((prev) => ({ ...prev, [key]: value }));
  const { testing, result, run } = useConnectionTest({ successDescription: "Facebook API credentials are working correctly", networkError: "Network error" });
  const envLines = [
    `FACEBOOK_PIXEL_ID=${c.pixelId}`,
    `FACEBOOK_ACCESS_TOKEN=${c.accessToken}`,
    `FACEBOOK_APP_SECRET=${c.appSecret}`,
    `FACEBOOK_VERIFY_TOKEN=${c.verifyToken}`,
    `# App ID (for your records; the server does not need it): ${c.appId}`,
  ].join("\n");

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your Meta credentials</CardTitle>
          <CardDescription>Kept in this page only: nothing you type here is sent anywhere.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field label="App ID" htmlFor="fb-app-id">
            <Input value={c.appId} onChange={(e) => set("appId")(e.target.value)} autoComplete="off" inputMode="numeric" />
          </Field>
          <Field label="App Secret" htmlFor="fb-app-secret">
            {(p) => <SecretInput {...p} value={c.appSecret} onChange={set("appSecret")} />}
          </Field>
          <Field label="Pixel ID" htmlFor="fb-pixel-id" description="Your Pixel ID is a 16-digit number (Events Manager → Data sources).">
            <Input value={c.pixelId} onChange={(e) => set("pixelId")(e.target.value)} autoComplete="off" inputMode="numeric" />
          </Field>
          <Field label="Page Access Token" htmlFor="fb-access-token">
            {(p) => <SecretInput {...p} value={c.accessToken} onChange={set("accessToken")} />}
          </Field>
          <Field label="Webhook Verify Token" htmlFor="fb-verify-token">
            <Input value={c.verifyToken} onChange={(e) => set("verifyToken")(e.target.value)} autoComplete="off" />
          </Field>
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">Lines for the server&apos;s .env</h3>
            <CopyValue value={envLines} label="Server configuration lines" multiline />
          </div>
        </CardContent>
      </Card>
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Test the connection</CardTitle>
            <CardDescription>Reads your pixel with the credentials set on the server.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Button type="button" onClick={run} disabled={testing}>
              {testing ? "Testing Connection..." : "Test Connection"}
            </Button>
            {result && <ConnectionResultView result={result} />}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Lead Ads webhook</CardTitle>
            <CardDescription>In your app&apos;s Webhooks product, subscribe the Page object to the leadgen field with:</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <p className="font-medium">Callback URL</p>
            <CopyValue value={`${origin}/api/facebook/webhook`} label="Lead Ads webhook URL" />
            <p className="font-medium">Verify token</p>
            <CopyValue value={c.verifyToken} label="Verify token" />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
