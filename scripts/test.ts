/**
 * `bun run test`: type-check, lint, build the assets, unit and route tests, then browser tests.
 * Ends with one line "N passed, M failed" (the totals of everything it ran) and exits non-zero on any failure.
 */
import { buildAssets } from "./build-assets";

let passed = 0;
let failed = 0;

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

const checks: [string, string[]][] = [
  ["typecheck", ["bun", "run", "typecheck"]],
  ["lint", ["bun", "run", "lint"]],
];

await buildAssets();
for (const [name, cmd] of checks) {
  const { ok } = step(name, cmd);
  if (ok) passed++;
  else failed++;
}
for (const [name, cmd] of [
  ["unit and route tests", ["bun", "test"]],
  ["browser tests", ["bun", "test", "--timeout", "60000", "./tests/browser"]],
] as [string, string[]][]) {
  const { ok, output } = step(name, cmd);
  const counts = countBunTests(output);
  passed += counts.pass;
  failed += counts.fail;
  if (!ok && counts.fail === 0) failed++; // crashed before reporting
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
