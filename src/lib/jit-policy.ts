/**
 * JavaScriptCore's tier-up thresholds for this process (docs/decisions/018, 019). Imported first by
 * src/server.ts, so it runs before any other module's top level.
 *
 * A start runs a few thousand functions once or twice (module bodies, zod schemas, migrations): at 16×
 * the thresholds none of them is compiled, which keeps the JIT compilers' own code out of memory (~3 MB
 * at start). Once the server listens, `steadyJitPolicy()` sets 4×: pages are rendered once per content
 * version, so rendering code stays interpreted or baseline, while the per-request path, hot within a
 * second, is still optimised (same requests per second in `bun run bench`).
 */
const START_POLICY = 16;
const STEADY_POLICY = 4;

Bun.unsafe.setJITPolicy(START_POLICY);

export function steadyJitPolicy(): void {
  Bun.unsafe.setJITPolicy(STEADY_POLICY);
}
