/**
 * The production programs, each run as a firm runs it: the single executable from an
 * empty folder, and what `bun run start` runs (the server bundle in build/server/). Everything either
 * loads on first use (chunks of their own, docs/decisions/018) is exercised once: the sanitiser's jsdom
 * (saving a post), nodemailer (a test e-mail to a real SMTP server), the QR code library (two-factor
 * set-up), the password-strength dictionaries (a password change) and ical.js (a lawyer's calendar
 * expanded in the program's own helper process).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import packageJson from "../../package.json" with { type: "json" };
import { expandInHelper } from "../../src/calendars";
import { HELPER_FLAG, HelperProcess } from "../../src/lib/helper-process";
import { freePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server";
import { startTestSmtp, type TestSmtp } from "../support/smtp";

export const root = join(import.meta.dir, "..", "..");

export interface Program {
  /** The command, run in `folder` (a fresh empty folder the suite makes and removes). */
  cmd: (folder: string) => string[];
  /** Environment beyond the suite's own (PATH, PORT, HOST, the admin, SMTP). */
  env?: Record<string, string>;
  /** What the folder holds once the program has run: only what the program itself put there. */
  leftovers: string[];
}

/** Builds `program` once (in `prepare`, given the empty folder), starts it, and runs the checks. */
export function programSuite(title: string, prepare: (folder: string) => Program): void {
  const folder = mkdtempSync(join(tmpdir(), "firm-program-"));
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const ADMIN = { username: "owner", password: "a long and unusual pass phrase 7" };
  let smtp: TestSmtp;
  let server: ServerProcess | undefined;
  let program: Program;
  let cookie = "";

  function call(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${base}${path}`, {
      method,
      headers: {
        Origin: base,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  beforeAll(async () => {
    program = prepare(folder);
    smtp = await startTestSmtp();
    server = await startServer({
      cmd: program.cmd(folder),
      cwd: folder,
      port,
      inheritEnv: false,
      env: {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: smtp.url,
        NOTIFY_TO: "partners@firm.example",
        RATE_LIMITS: "off",
        ...program.env,
      },
      stderr: "pipe",
    });
    const login = await call("POST", "/api/auth/login", ADMIN);
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("sid="))!
      .split(";")[0]!;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  describe(title, () => {
    test("makes its data folder there and serves the public pages", async () => {
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("</html>");
      expect(existsSync(join(folder, "data", "site.db"))).toBe(true);
      const css = (await (await fetch(`${base}/services`)).text()).match(/\/assets\/app-[\w-]+\.css/)?.[0];
      expect(css).toBeDefined();
      expect((await fetch(`${base}${css}`)).status).toBe(200);
      const br = await fetch(`${base}${css}`, { headers: { "Accept-Encoding": "br" } });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(await br.text()).toContain("--");
      const image = await fetch(`${base}/images/hero.svg`);
      expect(image.status).toBe(200);
      expect(await image.text()).toContain("<svg");
    });

    test("saves a post (markdown sanitised by jsdom, loaded on first use) and shows it", async () => {
      const res = await call("POST", "/api/posts", {
        title: "Program check",
        slug: "program-check",
        excerpt: "Saved by the production program.",
        content: "## Safe\n\nHello <script>alert(1)</script> **world**",
        serviceArea: "immigration",
      });
      expect(res.status).toBe(201);
      const page = await (await fetch(`${base}/blog/program-check`)).text();
      expect(page).toContain("<strong>world</strong>");
      expect(page).not.toContain("<script>alert(1)");
    });

    test("sends a test e-mail through nodemailer (loaded on first use) to a real SMTP server", async () => {
      const res = await call("POST", "/api/contact-submissions/test-email");
      expect(res.status).toBe(200);
      const [mail] = await smtp.waitFor(1, 10_000);
      expect(mail!.to).toEqual(["partners@firm.example"]);
    });

    test("draws the two-factor QR code (library loaded on first use)", async () => {
      const res = await call("POST", "/api/account/two-factor/setup");
      expect(res.status).toBe(200);
      const setup = (await res.json()) as { qrSvg: string; uri: string };
      expect(setup.uri).toStartWith("otpauth://totp/");
      expect(setup.qrSvg).toContain("<svg");
      await call("POST", "/api/account/two-factor/cancel");
    });

    test("judges a new password with the strength dictionaries (loaded on first use)", async () => {
      const weak = await call("POST", "/api/account/password", {
        currentPassword: ADMIN.password,
        newPassword: "Password12345!",
      });
      expect(weak.status).toBe(400);
      // Long enough and varied: only the strength estimator can refuse it.
      expect(((await weak.json()) as { error: string }).error).toStartWith(
        "This password is too easy to guess",
      );
    });

    test("expands a lawyer's calendar in its own helper process (ical.js embedded)", async () => {
      const helper = new HelperProcess({ command: () => [...program.cmd(folder), HELPER_FLAG] });
      try {
        const text = await Bun.file(join(root, "src", "calendars", "fixtures", "new-york-dst.ics")).text();
        const blocks = await expandInHelper(
          helper,
          text,
          Date.parse("2026-03-01T00:00:00Z"),
          Date.parse("2026-04-01T00:00:00Z"),
          "America/Cayman",
        );
        // 10:00 New York each day, an hour earlier in UTC from the change to summer time on 8 March.
        expect(blocks.map((b) => new Date(b.start).toISOString())).toEqual([
          "2026-03-06T15:00:00.000Z",
          "2026-03-07T15:00:00.000Z",
          "2026-03-08T14:00:00.000Z",
          "2026-03-09T14:00:00.000Z",
        ]);
      } finally {
        helper.stop();
      }
    }, 60_000);

    test("prints its version, baked in at build (no package.json beside it)", () => {
      const run = Bun.spawnSync([...program.cmd(folder), "--version"], {
        cwd: folder,
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...program.env },
      });
      expect(run.exitCode).toBe(0);
      expect(run.stdout.toString()).toBe(`firm-site ${packageJson.version}\n`);
    });

    test("leaves nothing in its folder but what it was given and its data", () => {
      expect(readdirSync(folder).sort()).toEqual([...program.leftovers].sort());
    });
  });
}
