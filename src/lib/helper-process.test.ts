/**
 * The helper process's lifetime and failures (src/lib/helper-process.ts), with small stand-in children:
 * it starts on first use, stops when idle and starts again on the next job; a child that dies or hangs
 * mid-job fails that job with a clear error instead of leaving the caller waiting.
 */
import { expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderMarkdown } from "../posts";
import {
  HelperError,
  HelperJobError,
  HelperProcess,
  HelperTimeoutError,
  helper as lane,
  setHelperCommand,
  stopHelpers,
} from "./helper-process";

const fixture = join(import.meta.dir, "helper-fixtures", "echo-child.ts");
const make = (options: { idleMs?: number; timeoutMs?: number; startAllowanceMs?: number } = {}) =>
  // A child takes a moment to start (seconds on a busy machine): the first job of a kind is given that.
  new HelperProcess({ command: () => [process.execPath, fixture], startAllowanceMs: 10_000, ...options });

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

test("starts on first use, answers jobs in turn, stops when idle and starts again on the next job", async () => {
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

test("a child that dies mid-job fails that job with a clear error; the job queued behind it gets a new child", async () => {
  const helper = make();
  const crashing = helper.run("crash", null).catch((x) => x);
  const behind = helper.run("echo", "behind");
  const e = await crashing;
  expect(e).toBeInstanceOf(HelperError);
  expect((e as Error).message).toBe("The helper process stopped (exit code 3) during a crash job.");
  expect(await behind).toBe("behind");
  expect(helper.starts).toBe(2);
  expect(await helper.run("echo", "after")).toBe("after");
  helper.stop();
});

test("jobs go to the child one at a time, in order: the next is sent when the one before is answered", async () => {
  const helper = make({ startAllowanceMs: 0 });
  const first = helper.run("hang", null, { timeoutMs: 500 }).catch((x) => x);
  const second = helper.run("echo", 2);
  const third = helper.run("echo", 3);
  // The hanging job holds the child; the others wait here, not inside it.
  expect(helper.queued).toBe(2);
  expect(await first).toBeInstanceOf(HelperTimeoutError);
  expect(await Promise.all([second, third])).toEqual([2, 3]);
  expect(helper.queued).toBe(0);
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
  await helper.run("sleep", 1); // the child started, and this kind of job known to it
  const stuck = helper.pid!;
  const e = await helper.run("sleep", 60_000).catch((x) => x);
  expect(e).toBeInstanceOf(HelperTimeoutError);
  expect((e as Error).message).toBe("The helper process did not finish a sleep job within 0.3 s.");
  expect(await until(() => !alive(stuck))).toBe(true);
  expect(await helper.run("echo", "fresh")).toBe("fresh");
  helper.stop();
});

test("a job's own time limit: past it, the job fails and its child is replaced; a job waiting behind it is unharmed", async () => {
  const helper = make(); // the lane's own limit is long (120 s)
  await helper.run("sleep", 1);
  const stuck = helper.pid!;
  const slow = helper.run("sleep", 60_000, { timeoutMs: 300 }).catch((x) => x);
  const waiting = helper.run("echo", "still here");
  const e = await slow;
  expect(e).toBeInstanceOf(HelperTimeoutError);
  expect((e as Error).message).toBe("The helper process did not finish a sleep job within 0.3 s.");
  expect(await waiting).toBe("still here");
  expect(helper.pid).not.toBe(stuck);
  expect(await until(() => !alive(stuck))).toBe(true);
  helper.stop();
});

test("each lane is its own child: the content lane busy does not hold the password lane", async () => {
  // The program's own lanes, started with the stand-in child for this test.
  stopHelpers();
  setHelperCommand([process.execPath, fixture]);
  const content = lane("content");
  const passwords = lane("passwords");
  expect(content).not.toBe(passwords);
  const held = content.run("hang", null).catch((e: Error) => e.message);
  while (!content.busy) await Bun.sleep(5);
  expect(await passwords.run("echo", "password checked")).toBe("password checked");
  // Answered while the content lane's job is still under way.
  expect(content.busy).toBe(true);
  expect(content.pid).not.toBe(passwords.pid);
  stopHelpers();
  expect(await held).toBe("The helper process stopped (signal SIGTERM) during a hang job.");
  setHelperCommand([process.execPath, join(import.meta.dir, "..", "helper", "main.ts")]);
});

test("a preview does not wait behind a long image job: the images lane busy, the content lane still renders", async () => {
  stopHelpers();
  // The images lane's child is the stand-in, its job one that ends only when the test releases it.
  setHelperCommand([process.execPath, fixture]);
  const dir = mkdtempSync(join(tmpdir(), "helper-lanes-"));
  const release = join(dir, "release");
  const images = lane("images");
  const photo = images.run("until", release, { timeoutMs: 120_000 });
  while (!images.busy) await Bun.sleep(5);
  // The content lane's child is the real helper: a preview renders through the program's own path.
  setHelperCommand([process.execPath, join(import.meta.dir, "..", "helper", "main.ts")]);
  try {
    const html = await renderMarkdown(`**Lanes** ${crypto.randomUUID()}`);
    expect(html).toStartWith("<p><strong>Lanes</strong> ");
    // Rendered while the image job is still under way, in a child of its own.
    expect(images.busy).toBe(true);
    expect(lane("content").pid).not.toBe(images.pid);
    writeFileSync(release, "");
    expect(await photo).toBe("released");
  } finally {
    stopHelpers();
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

test("the first job of a kind in a new child gets the start-up allowance on top of its limit; later ones do not", async () => {
  const helper = make({ startAllowanceMs: 400 });
  const limitOf = (e: unknown) => /within ([\d.]+) s/.exec((e as Error).message)?.[1];
  // Cold: its own 0.1 s and the allowance.
  const cold = await helper.run("sleep", 60_000, { timeoutMs: 100 }).catch((e) => e);
  expect(cold).toBeInstanceOf(HelperTimeoutError);
  expect(limitOf(cold)).toBe("0.5");
  // A new child: one quick job of the kind warms it, and the next gets its own limit only.
  expect(await helper.run("sleep", 1)).toBe(1);
  const warm = await helper.run("sleep", 60_000, { timeoutMs: 100 }).catch((e) => e);
  expect(limitOf(warm)).toBe("0.1");
  // Another kind in the same child is still cold.
  const other = await helper.run("hang", null, { timeoutMs: 100 }).catch((e) => e);
  expect(limitOf(other)).toBe("0.5");
  helper.stop();
});
