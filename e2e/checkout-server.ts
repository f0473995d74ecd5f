import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { startFakePayPal, type FakePayPal } from "../test/fakes/paypal";
import { startFakeStripe, type FakeStripe } from "../test/fakes/stripe";

/**
 * The suite's main server runs without payment keys (the not-configured state). The paying
 * journeys need a server whose Stripe and PayPal point at local fakes: this starts a second
 * `next start` on the same build, database and AUTH_SECRET, with the fakes in its environment.
 */
export type PaymentsServer = { url: string; stripe: FakeStripe; paypal: FakePayPal; stop(): Promise<void> };

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

export async function startPaymentsServer(): Promise<PaymentsServer> {
  const stripe = await startFakeStripe();
  const paypal = await startFakePayPal();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  stripe.webhookUrl = `${url}/api/stripe/webhook`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join("node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        STRIPE_SECRET_KEY: stripe.secretKey,
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_BASE: paypal.url,
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
    if (child.exitCode !== null) throw new Error(`payments server exited: ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`payments server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    stripe,
    paypal,
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      }
      await Promise.all([stripe.close(), paypal.close()]);
    },
  };
}
