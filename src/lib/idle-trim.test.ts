import { afterAll, describe, expect, test } from "bun:test";
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createIdleTrim, readOnlyMappingsOf } from "./idle-trim";

const dir = mkdtempSync(join(tmpdir(), "idle-trim-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the idle trim", () => {
  test("finds the read-only mappings of the program's own file, and only those", () => {
    const maps = [
      "5581a0000000-5581a2000000 r--p 00000000 fd:01 123 /srv/firm-site",
      "5581a2000000-5581a9000000 r-xp 02000000 fd:01 123 /srv/firm-site",
      "5581a9000000-5581a9100000 rw-p 09000000 fd:01 123 /srv/firm-site",
      "7f0000000000-7f0000100000 r-xp 00000000 fd:01 456 /usr/lib/x86_64-linux-gnu/libc.so.6",
      "7f0000200000-7f0000300000 rw-p 00000000 00:00 0 ",
      "7f0000400000-7f0000500000 r--p 00000000 fd:01 789 /srv/firm-site (deleted)",
    ].join("\n");
    expect(readOnlyMappingsOf(maps, "/srv/firm-site")).toEqual([
      { start: 0x5581a0000000n, end: 0x5581a2000000n },
      { start: 0x5581a2000000n, end: 0x5581a9000000n },
    ]);
  });

  test("a process running its own copy of the program gives back most of its code pages, and still works", async () => {
    // A private copy, as on a firm's server: pages another running process shares are not given back.
    const runtime = join(dir, "bun");
    copyFileSync(process.execPath, runtime);
    chmodSync(runtime, 0o755);
    const script = join(dir, "child.ts");
    writeFileSync(
      script,
      `import { trimNow } from ${JSON.stringify(join(import.meta.dir, "idle-trim.ts"))};
const file = async () => Number(/RssFile:\\s+(\\d+)/.exec(await Bun.file("/proc/self/status").text())![1]);
const server = Bun.serve({ port: 0, fetch: () => new Response("ok") });
await (await fetch(server.url)).text();
for (let i = 0; i < 2000; i++) JSON.parse(JSON.stringify({ i, s: String(i) }));
const before = await file();
const advised = await trimNow();
const after = await file();
const answer = await (await fetch(server.url)).text();
server.stop(true);
console.log(JSON.stringify({ before, after, advised, answer }));`,
    );
    const run = Bun.spawnSync([runtime, script], { stdout: "pipe", stderr: "pipe" });
    expect(run.exitCode).toBe(0);
    const r = JSON.parse(run.stdout.toString()) as {
      before: number;
      after: number;
      advised: number;
      answer: string;
    };
    expect(r.advised).toBeGreaterThan(10 * 1024 * 1024);
    // Most of what the program's code held resident is handed back (kB).
    expect(r.after).toBeLessThan(r.before * 0.6);
    expect(r.answer).toBe("ok");
  }, 30_000);
});

describe("when it trims", () => {
  test("not while requests come; once after the quiet time, once more later; a request starts it over", async () => {
    const at: number[] = [];
    const t0 = Date.now();
    const idle = createIdleTrim({
      idleMs: 400,
      againMs: 900,
      trim: async () => void at.push(Date.now() - t0),
    });
    try {
      // Busy for 600 ms: a request every 50 ms, no trim.
      for (let i = 0; i < 12; i++) {
        idle.seen();
        await Bun.sleep(50);
      }
      expect(at).toEqual([]);
      await Bun.sleep(1700);
      expect(at).toHaveLength(2);
      expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(400);
      // Quiet on: no third trim.
      await Bun.sleep(600);
      expect(at).toHaveLength(2);
      // A request, then quiet again: trimmed again.
      idle.seen();
      await Bun.sleep(1000);
      expect(at).toHaveLength(3);
    } finally {
      idle.stop();
    }
  });
});
