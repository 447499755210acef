import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testStorage } from "../../tests/support/app";
import { createLocalStore, createS3Store, InvalidKeyError, isValidKey } from ".";

// The store of this test pass: DATA_DIR-style folder, or (PostgreSQL + S3 pass) the local S3 server.
const root = mkdtempSync(join(tmpdir(), "firm-store-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = testStorage() ?? createLocalStore(join(root, "uploads"));
// As at the server's start: a fresh install's folder is made here.
beforeAll(() => store.prepare());

test(`${store.kind}: put, get, exists, list and delete`, async () => {
  const bytes = new TextEncoder().encode("hello");
  await store.put("a.png", bytes, "image/png");
  await store.put("variants/a-480.webp", bytes, "image/webp");
  expect(await store.exists("a.png")).toBe(true);
  const blob = await store.get("a.png");
  expect(await blob!.text()).toBe("hello");
  const keys: string[] = [];
  for await (const o of store.list()) keys.push(o.key);
  expect(keys.sort()).toEqual(["a.png", "variants/a-480.webp"]);
  const variants: string[] = [];
  for await (const o of store.list("variants/")) variants.push(`${o.key}:${o.size}`);
  expect(variants).toEqual(["variants/a-480.webp:5"]);
  await store.delete("a.png");
  await store.delete("a.png"); // absent: no error
  expect(await store.exists("a.png")).toBe(false);
  expect(await store.get("a.png")).toBeUndefined();
  expect(await store.ping()).toBe(true);
});

test(`${store.kind}: listing pages through more objects than one answer holds`, async () => {
  const n = store.kind === "s3" ? 1005 : 50;
  await Promise.all(
    Array.from({ length: n }, (_, i) => store.put(`many/${i}.txt`, new Uint8Array([1]), "text/plain")),
  );
  let count = 0;
  for await (const _ of store.list("many/")) count++;
  expect(count).toBe(n);
}, 30_000);

test(`${store.kind}: no key can leave the store`, async () => {
  for (const key of ["../site.db", "a/../../x", "/etc/passwd", "", ".hidden", "a//b", "a\\b", "a/./b"]) {
    expect(isValidKey(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.exists(key)).toBe(false);
    expect(store.put(key, new Uint8Array(1), "x")).rejects.toBeInstanceOf(InvalidKeyError);
  }
});

test("local: a folder gone missing (a volume not mounted) is reported, never made again", async () => {
  const folder = join(root, "volume");
  const local = createLocalStore(folder);
  await local.prepare();
  await local.put("a.png", new Uint8Array([1]), "image/png");
  rmSync(folder, { recursive: true });
  await expect(local.ping()).rejects.toThrow(`${folder} is missing`);
  await expect(local.put("b.png", new Uint8Array([1]), "image/png")).rejects.toThrow(`${folder} is missing`);
  await expect(local.put("variants/b-480.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(
    `${folder} is missing`,
  );
  expect(existsSync(folder)).toBe(false);
  writeFileSync(folder, "a file in its place");
  await expect(local.ping()).rejects.toThrow(`${folder} is not a folder`);
  await expect(local.prepare()).rejects.toThrow(`${folder} is not a folder`);
});

test("a bucket that cannot be reached makes ping fail with the reason", async () => {
  const down = createS3Store({
    bucket: "nowhere",
    endpoint: "http://127.0.0.1:9",
    accessKeyId: "x",
    secretAccessKey: "y",
    region: "us-east-1",
  });
  expect(down.ping()).rejects.toThrow();
});
