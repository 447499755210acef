import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { freePort } from "../../scripts/free-port";

/** DESIGN.md §8: Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const ADMIN = { username: "admin", password: "correct-horse-battery" };

const root = join(import.meta.dir, "..", "..");

export interface Harness {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /** A fresh context (own cookies and storage) and page that records console problems. */
  newPage(
    options?: Parameters<Browser["newContext"]>[0],
  ): Promise<{ context: BrowserContext; page: Page; problems: string[] }>;
  stop(): Promise<void>;
}

/** Starts the real server (src/server.ts) on a free port with a fresh DATA_DIR, and Chromium. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), "firm-site-test-"));
  const port = freePort();
  const server = Bun.spawn([process.execPath, "src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "error",
      RATE_LIMITS: "off",
      ...env,
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await Bun.sleep(50);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return {
    baseUrl,
    dataDir,
    browser,
    async newPage(options) {
      const context = await browser.newContext({ baseURL: baseUrl, ...options });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
      return { context, page, problems };
    },
    async stop() {
      await browser.close();
      server.kill("SIGTERM");
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
