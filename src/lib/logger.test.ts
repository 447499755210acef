import { describe, expect, test } from "bun:test";
import { join } from "node:path";

/** Runs a script that logs, in a child process (the logger writes the process's own stdout/stderr). */
function run(body: string): { out: string[]; err: string[] } {
  const script = `import { createLogger } from ${JSON.stringify(join(import.meta.dir, "logger.ts"))};\n${body}`;
  const p = Bun.spawnSync([process.execPath, "-e", script], { stdout: "pipe", stderr: "pipe" });
  const lines = (b: Buffer) => b.toString().split("\n").filter(Boolean);
  return { out: lines(p.stdout), err: lines(p.stderr) };
}

describe("logger", () => {
  test("one JSON object per line: time, level, message, then the fields, escaped", () => {
    const { out, err } = run(`
      const log = createLogger("info");
      log.info("request", { method: "GET", path: "/a\\"b\\n", status: 200, ms: 0.4, requestId: "r1" });
      log.info("plain");
      log.info("empty", {});
      log.error("failed", { error: "boom" });
    `);
    expect(out).toHaveLength(3);
    const [request, plain, empty] = out.map((l) => JSON.parse(l));
    expect(Object.keys(request)).toEqual([
      "time",
      "level",
      "msg",
      "method",
      "path",
      "status",
      "ms",
      "requestId",
    ]);
    expect(request).toMatchObject({
      level: "info",
      msg: "request",
      path: '/a"b\n',
      status: 200,
      requestId: "r1",
    });
    expect(Number.isNaN(Date.parse(request.time))).toBe(false);
    expect(plain).toEqual({ time: plain.time, level: "info", msg: "plain" });
    expect(empty).toEqual({ time: empty.time, level: "info", msg: "empty" });
    expect(err.map((l) => JSON.parse(l))).toEqual([
      { time: expect.any(String), level: "error", msg: "failed", error: "boom" },
    ]);
  });

  test("levels: error drops info lines, silent drops everything", () => {
    expect(run(`const l = createLogger("error"); l.info("a"); l.error("b");`)).toMatchObject({
      out: [],
      err: [expect.stringContaining('"msg":"b"')],
    });
    expect(run(`const l = createLogger("silent"); l.info("a"); l.error("b");`)).toEqual({ out: [], err: [] });
  });

  test("lines logged just before the process exits are written, not lost", () => {
    const { out } = run(
      `const l = createLogger("info"); for (let i = 0; i < 1000; i++) l.info("n", { i }); process.exit(0);`,
    );
    expect(out).toHaveLength(1000);
    expect(JSON.parse(out[999]!).i).toBe(999);
  });
});
