/**
 * The invariant of the helper process (docs/decisions/027): the server's own process never loads the
 * sanitiser (jsdom, DOMPurify) or the markdown renderer; only the helper does, and it exits when idle.
 * Memory cannot be a timed test, but this structure can be checked twice: in the production bundle's
 * import graph, and in a process that has just done an admin's writes.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";

const root = join(import.meta.dir, "..", "..");
const HEAVY = /node_modules\/(jsdom|dompurify|marked)\//;

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }>;
}

test("in the production bundle, the sanitiser and marked are reachable only through the helper's entry", async () => {
  const result = await Bun.build({
    entrypoints: [join(root, "src", "server.ts")],
    target: "bun",
    format: "esm",
    splitting: true,
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  expect(result.success).toBe(true);
  const { outputs } = result.metafile as Metafile;
  const inputsOf = (name: string) => Object.keys(outputs[name]!.inputs);
  const entry = Object.keys(outputs).find((name) => inputsOf(name).includes("src/server.ts"))!;
  /** Every source file reachable from the entry by any import, static or on first use. */
  const reachable = (throughHelper: boolean) => {
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      if (!throughHelper && inputsOf(name).includes("src/helper/main.ts")) continue;
      seen.add(name);
      for (const i of outputs[name]!.imports) if (outputs[i.path]) queue.push(i.path);
    }
    return [...seen].flatMap(inputsOf);
  };
  // The walk sees them when it may enter the helper (so this test can fail)...
  expect(reachable(true).filter((p) => HEAVY.test(p)).length).toBeGreaterThan(0);
  // ...and never otherwise: no code the server runs can load them, however lazily.
  expect(reachable(false).filter((p) => HEAVY.test(p) || p === "src/helper/sanitise.ts")).toEqual([]);
}, 60_000);

test("after an admin's round (sign-in, a post saved, a photo uploaded) the process holds no jsdom, DOMPurify or marked", async () => {
  const run = Bun.spawn([process.execPath, join(root, "tests", "support", "helper-round.ts")], {
    cwd: root,
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([
    new Response(run.stdout).text(),
    new Response(run.stderr).text(),
    run.exited,
  ]);
  expect({ code, err: code === 0 ? "" : err }).toEqual({ code: 0, err: "" });
  const { modules, html, upload } = JSON.parse(out.trim().split("\n").at(-1)!) as {
    modules: string[];
    html: string;
    upload: number;
  };
  // The writes happened (through the helper): sanitised HTML kept, the photo accepted.
  expect(html).toContain("<h2>Heading</h2>");
  expect(html).toContain("<p><strong>bold</strong> <a>x</a></p>");
  expect(html).not.toMatch(/script|javascript/);
  expect(upload).toBe(200);
  // The process saw the app (a meaningful module list)...
  expect(modules.some((m) => m.endsWith("src/app.ts"))).toBe(true);
  // ...and none of the heavy modules.
  expect(modules.filter((m) => HEAVY.test(m) || m.endsWith("src/helper/sanitise.ts"))).toEqual([]);
}, 60_000);
