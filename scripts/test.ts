/**
 * `bun run test`: type-check, lint, build the assets, then every suite, in two lanes that run side by side
 * (the machine CI runs on has two cores, and much of a test's time is spent waiting on a browser, a mail
 * server or a database):
 * - servers and data: the unit/route tests and the views' own tests on the default backends (SQLite,
 *   uploads on disk), then the unit/route tests again on the scale-out backends (PostgreSQL, a throw-away
 *   cluster started here from Debian's binaries or TEST_DATABASE_URL, with uploads in an S3-compatible
 *   bucket, s3rver, started here), and the PostgreSQL-only checks in tests/postgres;
 * - the browser: every browser test on the defaults, the production programs (tests/executable: the single
 *   executable and `bun run start`'s bundle, each run from an empty folder), and the browser tests whose
 *   screens read or write what differs by backend (uploaded images in the bucket, the inbox's search) on
 *   PostgreSQL + S3.
 * Each suite's output is printed whole when it ends. Ends with one line "N passed, M failed" (the totals of
 * everything it ran) and exits non-zero on any failure.
 */

import { postgresBin, type Service, startPostgres, startS3, TEST_BUCKET } from "../tests/support/services";
import { buildAssets } from "./build-assets";

let passed = 0;
let failed = 0;
/** The "(fail)" lines of every suite, repeated at the end so a CI log's tail names what failed. */
const failures: string[] = [];
const began = performance.now();

async function step(
  name: string,
  cmd: string[],
  env: Record<string, string> = {},
): Promise<{ ok: boolean; output: string }> {
  const started = performance.now();
  const proc = Bun.spawn(cmd, { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  const output = out + err;
  const ok = code === 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const at = ((performance.now() - began) / 1000).toFixed(0);
  process.stdout.write(`\n▶ ${name}: ${cmd.join(" ")}\n${output}`);
  console.log(`${ok ? "✔" : "✘"} ${name} (${seconds} s, done at ${at} s)`);
  return { ok, output };
}

function countBunTests(output: string): { pass: number; fail: number } {
  const pass = Number(/^\s*(\d+) pass$/m.exec(output)?.[1] ?? 0);
  const fail = Number(/^\s*(\d+) fail$/m.exec(output)?.[1] ?? 0);
  return { pass, fail };
}

async function check(name: string, cmd: string[]) {
  if ((await step(name, cmd)).ok) passed++;
  else {
    failed++;
    failures.push(`${name}: failed`);
  }
}

async function suite(name: string, cmd: string[], env: Record<string, string> = {}) {
  const { ok, output } = await step(name, cmd, env);
  const counts = countBunTests(output);
  passed += counts.pass;
  failed += counts.fail;
  for (const line of output.split("\n")) if (line.startsWith("(fail)")) failures.push(`${name}: ${line}`);
  if (!ok && counts.fail === 0) {
    failed++; // crashed before reporting
    failures.push(`${name}: exited non-zero without a test report`);
  }
}

const UNIT = ["bun", "test"];
const BROWSER = ["bun", "test", "--timeout", "60000"];
/** The browser tests run again on PostgreSQL + S3: the screens whose data differ by backend. */
const BROWSER_ON_POSTGRES = [
  "./tests/browser/blog.test.ts",
  "./tests/browser/images.test.ts",
  "./tests/browser/inbox.test.ts",
];

await buildAssets();
await Promise.all([check("typecheck", ["bun", "run", "typecheck"]), check("lint", ["bun", "run", "lint"])]);

let postgres: Service | undefined;
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && postgresBin()) {
  postgres = await startPostgres();
  databaseUrl = postgres.url;
}
const s3 = databaseUrl ? await startS3() : undefined;
const scaleOut: Record<string, string> | undefined =
  databaseUrl && s3
    ? { TEST_DATABASE_URL: databaseUrl, TEST_S3_ENDPOINT: s3.endpoint, TEST_S3_BUCKET: TEST_BUCKET }
    : undefined;

try {
  await Promise.all([
    (async () => {
      await suite("unit and route tests (SQLite)", UNIT);
      // Views' own tests (bunfig's test root is src/, so `bun test` alone does not see them); no database.
      await suite("view tests", ["bun", "test", "./views"]);
      if (scaleOut) {
        await suite("unit and route tests (PostgreSQL + S3)", UNIT, scaleOut);
        await suite("PostgreSQL-only tests", ["bun", "test", "./tests/postgres"], scaleOut);
      }
    })(),
    (async () => {
      await suite("browser tests (SQLite)", [...BROWSER, "./tests/browser"]);
      // The single executable and the server bundle, built and run from an empty folder.
      await suite("production programs", [...BROWSER, "./tests/executable"]);
      if (scaleOut)
        await suite("browser tests (PostgreSQL + S3)", [...BROWSER, ...BROWSER_ON_POSTGRES], scaleOut);
    })(),
  ]);
} finally {
  await s3?.stop();
  await postgres?.stop();
}
if (!scaleOut)
  console.log("\n! PostgreSQL pass not run: PostgreSQL is not installed (apt-get install postgresql).");

if (failures.length > 0) console.log(`\nFailed:\n${failures.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
