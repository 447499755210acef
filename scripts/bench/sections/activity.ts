/**
 * The Activity page over a long audit trail (run by `bun run bench`, or alone): with 100,000 entries, the
 * first page, a filtered page and a page deep in the trail must each answer in under 100 ms and 200 KB
 * (every admin list is paged). In-process requests against a SQLite file, median of 15 after 5 warm-up
 * requests.
 *   bun scripts/bench/sections/activity.ts [--entries 100000]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../../src/app";
import { AUDIT_ACTIONS } from "../../../src/audit";
import { hashPassword } from "../../../src/auth";
import { loadConfig } from "../../../src/config";
import { openDeps } from "../../../src/deps";
import { createLogger } from "../../../src/lib/logger";

const i = process.argv.indexOf("--entries");
const ENTRIES = i > 0 ? Number(process.argv[i + 1]) : 100_000;
const BUDGET = { ms: 100, kb: 200 };

const dataDir = mkdtempSync(join(tmpdir(), "firm-site-bench-activity-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SITE_URL: "http://localhost" });
const deps = await openDeps(config, createLogger("silent"));
let outside = false;
try {
  const { repos } = deps;
  const admins = await Promise.all(
    ["admin", "paralegal", "associate"].map(async (u) => ({
      id: await repos.users.create(u, await hashPassword("bench-password-long")),
      username: u,
    })),
  );
  const actions = Object.keys(AUDIT_ACTIONS);
  const seeded = performance.now();
  const start = Date.UTC(2025, 0, 1);
  for (let batch = 0; batch < ENTRIES; batch += 5000) {
    await repos.transaction(async (tx) => {
      for (let n = batch; n < Math.min(ENTRIES, batch + 5000); n++) {
        const who = admins[n % admins.length]!;
        await tx.audit.insert({
          at: start + n * 60_000,
          userId: who.id,
          username: who.username,
          ip: "203.0.113.7",
          action: actions[n % actions.length]!,
          targetType: "post",
          targetId: crypto.randomUUID(),
          targetLabel: undefined,
          detail: undefined,
        });
      }
    });
  }
  console.log(
    `\nActivity page: ${ENTRIES.toLocaleString("en")} audit entries seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const app = createApp(deps);
  const login = await app.request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "bench-password-long" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  const middle = (
    await repos.audit.list({ limit: 1, before: { at: start + (ENTRIES / 2) * 60_000, id: "~" } })
  )[0]!;
  const cases: [string, string][] = [
    ["first page", "/admin/activity"],
    ["by admin", `/admin/activity?user=${admins[1]!.id}`],
    ["by action", "/admin/activity?action=post.update"],
    ["by admin and action", `/admin/activity?user=${admins[2]!.id}&action=auth.sign_in`],
    ["deep page (keyset)", `/admin/activity?before=${middle.at}_${middle.id}`],
    ["JSON API", "/api/activity?action=submission.status"],
  ];
  for (const [label, path] of cases) {
    const times: number[] = [];
    let bytes = 0;
    for (let r = 0; r < 20; r++) {
      if (r < 5) {
        await (await app.request(`http://localhost${path}`, { headers: { Cookie: cookie } })).arrayBuffer();
        continue;
      }
      const t0 = performance.now();
      const res = await app.request(`http://localhost${path}`, { headers: { Cookie: cookie } });
      const body = await res.arrayBuffer();
      times.push(performance.now() - t0);
      bytes = body.byteLength;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const ms = times[7]!;
    const ok = ms < BUDGET.ms && bytes / 1024 < BUDGET.kb;
    outside ||= !ok;
    console.log(
      `  ${label.padEnd(22)} median ${ms.toFixed(1).padStart(6)} ms, ${(bytes / 1024).toFixed(1).padStart(6)} KB (uncompressed) ${ok ? "✔" : "✘ outside the budget"}`,
    );
  }
} finally {
  deps.mail.close();
  await deps.repos.db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(outside ? 1 : 0);
