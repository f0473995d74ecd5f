import net from "node:net";
import { expect, test } from "@playwright/test";
import { signInNewAgent } from "./crm-support";
import { startSecondServer, type SecondServer } from "./second-server";

/**
 * A staff page that fails on the server (here: its database is out of reach) says so inside the site's
 * header, with a reference and Try again, and Try again brings the page back once the database is.
 * A second `next start` reaches the suite's database through a switch this test opens and closes.
 */

/** A TCP relay to the suite's database that refuses every connection while it is off. */
async function databaseSwitch(): Promise<{ port: number; on: boolean; close(): Promise<void> }> {
  const target = new URL(process.env.DATABASE_URL!);
  const sockets = new Set<net.Socket>();
  const state = { on: false };
  const server = net.createServer((client) => {
    if (!state.on) return client.destroy();
    // The suite's database may listen on a Unix socket (`?host=/dir`, the socket `/dir/.s.PGSQL.<port>`).
    const socketDir = target.searchParams.get("host");
    const port = Number(target.port || 5432);
    const upstream = socketDir ? net.connect({ path: `${socketDir}/.s.PGSQL.${port}` }) : net.connect(port, target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    get on() {
      return state.on;
    },
    set on(value: boolean) {
      state.on = value;
      if (!value) for (const s of sockets) s.destroy();
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

test.describe("a page that fails on the server", () => {
  // A second server to start (about 2 s on a quiet run) and three page loads.
  test.describe.configure({ timeout: 90_000 });
  let db: Awaited<ReturnType<typeof databaseSwitch>>;
  let server: SecondServer;
  test.beforeAll(async () => {
    db = await databaseSwitch();
    const url = new URL(process.env.DATABASE_URL!);
    url.hostname = "127.0.0.1";
    url.port = String(db.port);
    url.searchParams.delete("host");
    // Started with its database out of reach: its health check answers 503.
    server = await startSecondServer("database-switch", () => ({ DATABASE_URL: url.toString() }), undefined, (status) => status === 503);
  });
  test.afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  test("says so inside the site with a reference, and Try again brings the page back once the database is", async ({ page }) => {
    await signInNewAgent(page);
    db.on = false;
    await page.goto(`${server.url}/crm`);
    const alert = page.getByRole("alert").filter({ has: page.getByRole("heading", { level: 1, name: "Something went wrong" }) });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("This page could not be loaded. Please try again.");
    await expect(alert.locator("code")).toHaveText(/\S+/);
    // The site around it still works: its header, with the way home.
    await expect(page.getByRole("banner").getByRole("link", { name: "Home", exact: true })).toBeVisible();

    db.on = true;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "CRM Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
  });
});
