/**
 * `bun run test`: type-check, lint, build the assets, then every suite, three at a time (the machine CI runs
 * on has two cores, and much of a test's time is spent waiting on a browser, a mail server or a database),
 * the longest first so both lanes end about together:
 * - the unit/route tests and the views' own tests on the default backends (SQLite, uploads on disk);
 * - those unit/route tests that reach a database or the blob store again on the scale-out backends
 *   (PostgreSQL, a throw-away cluster started here from Debian's binaries or TEST_DATABASE_URL, with
 *   uploads in an S3-compatible bucket, s3rver, started here), and the PostgreSQL-only checks;
 * - every browser test file, on the defaults (the scale-out backends are driven end to end by the
 *   PostgreSQL-only checks, real servers on PostgreSQL + S3);
 * - the production programs (tests/executable: the single executable and `bun run start`'s bundle, each
 *   run from an empty folder).
 * Each suite's output is printed whole when it ends. Ends with one line "N passed, M failed" (the totals of
 * everything it ran) and exits non-zero on any failure.
 */

import { postgresBin, startPostgres, startS3, TEST_BUCKET } from "../tests/support/services";
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

// Three suites share the two cores: a test that takes 1 s alone can take several, so the unit and route
// tests get 30 s each (their own longer limits stand) instead of bun's 5 s.
const UNIT = ["bun", "test", "--timeout", "30000"];
const BROWSER = ["bun", "test", "--timeout", "60000"];

/**
 * The unit and route test files that reach a database or the blob store (through the test app, a server,
 * a repository or the scale-out settings): the ones worth running again on PostgreSQL + S3. The others
 * (pure functions, the layers, the helper process) give the same answer on either backend.
 */
async function testsWithStorage(): Promise<{ file: string; tests: number }[]> {
  const files = [...new Bun.Glob("src/**/*.test.{ts,tsx}").scanSync(".")].sort();
  const uses = /tests\/support|\/db\b|\/db\/|TEST_DATABASE|TEST_S3|support"|startServer|Database/;
  const out: { file: string; tests: number }[] = [];
  for (const f of files) {
    if (SAME_ON_EVERY_BACKEND.has(f)) continue;
    const text = await Bun.file(f).text();
    if (uses.test(text)) out.push({ file: `./${f}`, tests: (text.match(/\btest\(/g) ?? []).length });
  }
  return out;
}

/**
 * Test files that build an app but whose subject cannot depend on the backend: the words and HTML of
 * pages, redirects, the admin menu and guard, headers and the raw HTTP edge, the bytes of each e-mail.
 * Each test app on PostgreSQL costs a schema (a fifth of a second of the server's work), so these run on
 * SQLite only.
 */
const SAME_ON_EVERY_BACKEND = new Set([
  "src/env-reader.test.ts",
  "src/http/admin-guard.test.ts",
  "src/http/admin-menu.test.ts",
  "src/http/closed-by-default.test.ts",
  "src/http/redirect.test.ts",
  "src/mail/golden.test.ts",
  "src/routes/admin-erase-words.test.ts",
  "src/routes/contact-guidance.test.ts",
  "src/routes/featured-image-alt.test.ts",
  "src/routes/firm-identity.test.ts",
  "src/routes/legal-pages.test.ts",
  "src/routes/pages.test.ts",
  "src/routes/practice-areas.test.ts",
  "src/routes/staff-words.test.ts",
  "src/server-hardening.test.ts",
]);

/** Files split into `n` groups of about as many tests each (largest first, each to the lightest group). */
function groups<T extends { tests: number }>(items: T[], n: number): T[][] {
  const out = Array.from({ length: n }, () => ({ tests: 0, items: [] as T[] }));
  for (const item of [...items].sort((a, b) => b.tests - a.tests)) {
    const lightest = out.reduce((a, b) => (b.tests < a.tests ? b : a));
    lightest.items.push(item);
    lightest.tests += item.tests;
  }
  return out.map((g) => g.items);
}

interface Suite {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  /** About how long it takes, in seconds: the longest start first, so the lanes end together. */
  seconds: number;
  /** A PostgreSQL database of its own, made before it starts and dropped when it ends (TEST_DATABASE_URL). */
  database?: string;
}

/** A browser test file's share: about six seconds a test (a fresh browser context, a real server). */
async function browserSuite(file: string): Promise<Suite> {
  const tests = ((await Bun.file(file).text()).match(/\btest\(/g) ?? []).length;
  return {
    name: `browser: ${file.replace("./tests/browser/", "")}`,
    cmd: [...BROWSER, file],
    seconds: 6 * tests,
  };
}

await buildAssets();
await Promise.all([check("typecheck", ["bun", "run", "typecheck"]), check("lint", ["bun", "run", "lint"])]);

let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
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

const browserFiles = [...new Bun.Glob("tests/browser/*.test.{ts,tsx}").scanSync(".")]
  .sort()
  .map((f) => `./${f}`);
const suites: Suite[] = [
  { name: "unit and route tests (SQLite)", cmd: UNIT, seconds: 310 },
  // Views' own tests (bunfig's test root is src/, so `bun test` alone does not see them); no database.
  { name: "view tests", cmd: [...UNIT, "./views"], seconds: 2 },
  // The single executable and the server bundle, built and run from an empty folder.
  { name: "production programs", cmd: [...BROWSER, "./tests/executable"], seconds: 70 },
  ...(await Promise.all(browserFiles.map((f) => browserSuite(f)))),
];
// The PostgreSQL pass in three parts, each over a database of its own (dropped when it ends, so the
// cluster's files stay small), so the lanes can share it out.
const PG_PARTS = 3;
if (scaleOut) {
  const parts = groups(await testsWithStorage(), PG_PARTS);
  for (const [i, part] of parts.entries())
    suites.push({
      name: `unit and route tests (PostgreSQL + S3) ${i + 1}/${PG_PARTS}`,
      cmd: [...UNIT, ...part.map((p) => p.file)],
      env: scaleOut,
      seconds: 450 / PG_PARTS,
      ...(postgres ? { database: `pass_${i + 1}` } : {}),
    });
  suites.push({
    name: "PostgreSQL-only tests",
    cmd: [...UNIT, "./tests/postgres"],
    env: scaleOut,
    seconds: 250,
  });
}
suites.sort((a, b) => b.seconds - a.seconds);

try {
  // Three lanes take the next suite as they come free: on two cores a browser test spends about half its
  // time waiting (on the browser, the server, a timer), so a third lane fills the gaps.
  const lane = async () => {
    for (let next = suites.shift(); next; next = suites.shift()) {
      const db = next.database && postgres ? await postgres.database(next.database) : undefined;
      try {
        await suite(next.name, next.cmd, { ...next.env, ...(db ? { TEST_DATABASE_URL: db.url } : {}) });
      } finally {
        await db?.stop();
      }
    }
  };
  await Promise.all([lane(), lane(), lane()]);
} finally {
  await s3?.stop();
  await postgres?.stop();
}
if (!scaleOut)
  console.log("\n! PostgreSQL pass not run: PostgreSQL is not installed (apt-get install postgresql).");

if (failures.length > 0) console.log(`\nFailed:\n${failures.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
