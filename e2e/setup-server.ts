import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { startFakeMetaGraph, type FakeMetaGraph } from "../test/fakes/meta-graph";
import { startFakeOpenAI, type FakeOpenAi } from "../test/fakes/openai";
import { startFakePayPal, type FakePayPal } from "../test/fakes/paypal";
import { startFakeStripe, type FakeStripe } from "../test/fakes/stripe";

/**
 * The suite's main server runs with no provider keys (every row of /admin "not configured"). The
 * Test-button journeys need a server whose providers point at local fakes: this starts a second
 * `next start` on the same build, database and AUTH_SECRET (as e2e/checkout-server.ts does), with
 * Stripe, PayPal and Meta configured with the keys their fakes accept, and OpenAI with a key its fake
 * refuses, so one page shows both "working" and "failing" with the provider's own message.
 */
export type SetupServer = { url: string; stripe: FakeStripe; paypal: FakePayPal; meta: FakeMetaGraph; openai: FakeOpenAi; stop(): Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function startSetupServer(): Promise<SetupServer> {
  const [stripe, paypal, meta, openai] = await Promise.all([startFakeStripe(), startFakePayPal(), startFakeMetaGraph({ pixelName: "Agency dataset" }), startFakeOpenAI()]);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        STRIPE_SECRET_KEY: stripe.secretKey,
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
        STRIPE_API_BASE: stripe.url,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_BASE: paypal.url,
        FACEBOOK_PIXEL_ID: meta.pixelId,
        FACEBOOK_ACCESS_TOKEN: meta.accessToken,
        FACEBOOK_GRAPH_URL: meta.url,
        OPENAI_API_KEY: "sk-not-the-right-key",
        OPENAI_BASE_URL: openai.baseURL,
      },
      // Its own process group: `next start` forks a child server, and both must stop.
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (c) => (stderr = (stderr + String(c)).slice(-4000)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`setup server exited: ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`setup server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    stripe,
    paypal,
    meta,
    openai,
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      await Promise.all([stripe.close(), paypal.close(), meta.close(), openai.close()]);
    },
  };
}
