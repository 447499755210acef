/**
 * The helper process's lifetime and failures (src/lib/helper-process.ts), with small stand-in children:
 * it starts on first use, stops when idle and starts again on the next job; a child that dies or hangs
 * mid-job fails that job with a clear error instead of leaving the caller waiting.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";
import { HelperError, HelperJobError, HelperProcess } from "./helper-process";

const fixture = join(import.meta.dir, "helper-fixtures", "echo-child.ts");
const make = (options: { idleMs?: number; timeoutMs?: number } = {}) =>
  new HelperProcess({ command: () => [process.execPath, fixture], ...options });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await Bun.sleep(20);
  return check();
}

test("starts on first use, answers jobs side by side, stops when idle and starts again on the next job", async () => {
  const helper = make({ idleMs: 200 });
  expect(helper.pid).toBeUndefined();
  const [a, b] = await Promise.all([helper.run("echo", "one"), helper.run("echo", new Uint8Array([1, 2]))]);
  expect(a).toBe("one");
  expect(b).toEqual(new Uint8Array([1, 2]));
  const first = helper.pid!;
  expect(helper.starts).toBe(1);
  expect(alive(first)).toBe(true);

  expect(await until(() => !alive(first))).toBe(true); // idle: gone, its memory with it
  expect(helper.pid).toBeUndefined();
  expect(await helper.run("echo", "two")).toBe("two");
  expect(helper.starts).toBe(2);
  expect(helper.pid).not.toBe(first);
  helper.stop();
});

test("a job's own error comes back with its name, message and status", async () => {
  const helper = make();
  const e = await helper
    .run("fail", { name: "ImageError", message: "Not an image.", status: 415 })
    .catch((x) => x);
  expect(e).toBeInstanceOf(HelperJobError);
  expect((e as HelperJobError).remote).toEqual({ name: "ImageError", message: "Not an image.", status: 415 });
  // The child is still there for the next job.
  expect(await helper.run("echo", 3)).toBe(3);
  expect(helper.starts).toBe(1);
  helper.stop();
});

test("a child that dies mid-job fails every job it held with a clear error, and the next job gets a new child", async () => {
  const helper = make();
  const waiting = helper.run("hang", null).catch((x) => x);
  const crashing = helper.run("crash", null).catch((x) => x);
  const [w, c] = await Promise.all([waiting, crashing]);
  for (const e of [w, c]) {
    expect(e).toBeInstanceOf(HelperError);
    expect((e as Error).message).toMatch(
      /^The helper process stopped \(exit code 3\) during a (hang|crash) job\.$/,
    );
  }
  expect(await helper.run("echo", "after")).toBe("after");
  expect(helper.starts).toBe(2);
  helper.stop();
});

test("a child killed from outside mid-job (out of memory, an operator) fails the job, not hangs it", async () => {
  const helper = make();
  await helper.run("echo", 0);
  const pending = helper.run("hang", null).catch((x) => x);
  process.kill(helper.pid!, "SIGKILL");
  const e = await pending;
  expect(e).toBeInstanceOf(HelperError);
  expect((e as Error).message).toBe("The helper process stopped (signal SIGKILL) during a hang job.");
  helper.stop();
});

test("a job that takes too long fails with a timeout and its stuck child is killed", async () => {
  const helper = make({ timeoutMs: 300 });
  await helper.run("echo", 0);
  const stuck = helper.pid!;
  const started = performance.now();
  const e = await helper.run("hang", null).catch((x) => x);
  expect(performance.now() - started).toBeLessThan(3000);
  expect(e).toBeInstanceOf(HelperError);
  expect((e as Error).message).toBe("The helper process did not finish a hang job within 0.3 s.");
  expect(await until(() => !alive(stuck))).toBe(true);
  expect(await helper.run("echo", "fresh")).toBe("fresh");
  helper.stop();
});
