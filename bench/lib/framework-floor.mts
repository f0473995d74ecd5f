/**
 * The framework's floor for bench:pages: a bare Next.js app built with our own next, react and
 * react-dom (same versions; Turbopack as ours, or webpack), whose one page is a heading and some text. It
 * has no client component, no stylesheet and no font. Its first-load JS and Lighthouse scores show
 * what Next.js alone ships and scores on this machine, so our pages' figures can be read against it.
 *
 * The app is written to a temporary folder. Its node_modules is a hard-linked copy of ours, because
 * Turbopack does not follow a node_modules symlink that leaves the project root.
 */
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port.mts";
import { NEXT_BIN, run, startGroup, stopGroup, waitForUrl } from "../../scripts/lib/proc.mts";

const LAYOUT = `export const metadata = {
  title: "Terms of Service",
  description: "A bare Next.js page: one heading and text, no client component, no stylesheet.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", lineHeight: 1.6 }}>{children}</body>
    </html>
  );
}
`;

const PARAGRAPH =
  "These terms govern your use of the service, the lead packages you buy and the CRM your agency uses. Read them with care: they explain what we deliver, what you agree to and how either side can end the agreement.";

const PAGE = `const sections = Array.from({ length: 24 }, (_, i) => i + 1);

export default function Page() {
  return (
    <main style={{ maxWidth: 720, margin: "0 auto", padding: 16 }}>
      <h1 style={{ fontSize: 36 }}>Terms of Service for Texas insurance agencies</h1>
      {sections.map((n) => (
        <p key={n}>Section {n}. ${PARAGRAPH}</p>
      ))}
    </main>
  );
}
`;

export type FrameworkFloor = { url: string; stop: () => Promise<void> };
export type Bundler = "turbopack" | "webpack";

/** Builds and starts the bare app; null (with the reason on stderr) when it cannot be built here. */
export async function startFrameworkFloor(bundler: Bundler): Promise<FrameworkFloor | null> {
  const dir = await mkdtemp(path.join(tmpdir(), "til-framework-floor-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  // Next from the app's own node_modules: one from ours would load a second React.
  const nextBin = path.join(dir, NEXT_BIN);
  await mkdir(path.join(dir, "app"));
  await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "framework-floor", private: true }));
  await writeFile(path.join(dir, "next.config.mjs"), "export default { poweredByHeader: false };\n");
  await writeFile(path.join(dir, "app", "layout.jsx"), LAYOUT);
  await writeFile(path.join(dir, "app", "page.jsx"), PAGE);
  const quiet = { stdio: ["ignore", "ignore", "inherit"] as ("ignore" | "inherit")[] };
  if ((await run("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")], quiet)) !== 0) {
    process.stderr.write("[bench] framework floor skipped: node_modules could not be hard-linked into a temporary folder\n");
    await cleanup();
    return null;
  }
  // The bare app needs none of our configuration (database, secrets): a minimal environment.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  process.stderr.write(`[bench] building the bare Next.js page with ${bundler} (framework floor)…\n`);
  const buildArgs = bundler === "webpack" ? [nextBin, "build", "--webpack"] : [nextBin, "build"];
  if ((await run(process.execPath, buildArgs, { cwd: dir, env, ...quiet })) !== 0) {
    process.stderr.write("[bench] framework floor skipped: its next build failed\n");
    await cleanup();
    return null;
  }
  const port = await freePort();
  const child = startGroup(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: dir, env, ...quiet });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(child);
    await cleanup();
  };
  if (!(await waitForUrl(`${url}/`, 60_000))) {
    process.stderr.write("[bench] framework floor skipped: its next start did not answer\n");
    await stop();
    return null;
  }
  return { url, stop };
}
