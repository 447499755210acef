/**
 * `bun run test`: type-check, lint, build the assets, then the unit/route and browser tests on the default
 * backends (SQLite, uploads on disk) with the views' own tests (views/), and the same suites but the views'
 * again on the scale-out backends: PostgreSQL (a throw-away cluster started here from Debian's binaries, or
 * TEST_DATABASE_URL) with uploads in an S3-compatible bucket (s3rver, started here), plus the
 * PostgreSQL-only checks in tests/postgres, and once the production programs (tests/executable: the single
 * executable and `bun run start`'s bundle, each run from an empty folder).
 * Ends with one line "N passed, M failed" (the totals of everything it ran) and exits non-zero on any failure.
 */

import { postgresBin, type Service, startPostgres, startS3, TEST_BUCKET } from "../tests/support/services";
import { buildAssets } from "./build-assets";

let passed = 0;
let failed = 0;
/** The "(fail)" lines of every suite, repeated at the end so a CI log's tail names what failed. */
const failures: string[] = [];

function step(
  name: string,
  cmd: string[],
  env: Record<string, string> = {},
): { ok: boolean; output: string } {
  const started = performance.now();
  console.log(`\n▶ ${name}: ${cmd.join(" ")}`);
  const proc = Bun.spawnSync(cmd, { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  const output = proc.stdout.toString() + proc.stderr.toString();
  process.stdout.write(output);
  const ok = proc.exitCode === 0;
  console.log(`${ok ? "✔" : "✘"} ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return { ok, output };
}

function countBunTests(output: string): { pass: number; fail: number } {
  const pass = Number(/^\s*(\d+) pass$/m.exec(output)?.[1] ?? 0);
  const fail = Number(/^\s*(\d+) fail$/m.exec(output)?.[1] ?? 0);
  return { pass, fail };
}

function check(name: string, cmd: string[]) {
  if (step(name, cmd).ok) passed++;
  else {
    failed++;
    failures.push(`${name}: failed`);
  }
}

function suite(name: string, cmd: string[], env: Record<string, string> = {}) {
  const { ok, output } = step(name, cmd, env);
  const counts = countBunTests(output);
  passed += counts.pass;
  failed += counts.fail;
  for (const line of output.split("\n")) if (line.startsWith("(fail)")) failures.push(`${name}: ${line}`);
  if (!ok && counts.fail === 0) {
    failed++; // crashed before reporting
    failures.push(`${name}: exited ${ok ? 0 : "non-zero"} without a test report`);
  }
}

const UNIT = ["bun", "test"];
const BROWSER = ["bun", "test", "--timeout", "60000", "./tests/browser"];

await buildAssets();
check("typecheck", ["bun", "run", "typecheck"]);
check("lint", ["bun", "run", "lint"]);
suite("unit and route tests (SQLite)", UNIT);
// Views' own tests (bunfig's test root is src/, so `bun test` alone does not see them); no database.
suite("view tests", ["bun", "test", "./views"]);
suite("browser tests (SQLite)", BROWSER);
// The single executable and the server bundle, built and run from an empty folder, first-use chunks used once.
suite("production programs", ["bun", "test", "--timeout", "60000", "./tests/executable"]);

let postgres: Service | undefined;
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && postgresBin()) {
  postgres = await startPostgres();
  databaseUrl = postgres.url;
}
if (databaseUrl) {
  const s3 = await startS3();
  try {
    const env = {
      TEST_DATABASE_URL: databaseUrl,
      TEST_S3_ENDPOINT: s3.endpoint,
      TEST_S3_BUCKET: TEST_BUCKET,
    };
    suite("unit and route tests (PostgreSQL + S3)", UNIT, env);
    suite("PostgreSQL-only tests", ["bun", "test", "./tests/postgres"], env);
    suite("browser tests (PostgreSQL + S3)", BROWSER, env);
  } finally {
    await s3.stop();
    await postgres?.stop();
  }
} else {
  console.log("\n! PostgreSQL pass not run: PostgreSQL is not installed (apt-get install postgresql).");
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
