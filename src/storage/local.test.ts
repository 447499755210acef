import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalStore, InvalidKeyError, isValidKey } from ".";

const root = mkdtempSync(join(tmpdir(), "firm-store-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = createLocalStore(join(root, "uploads"));

test("put, get, exists, list and delete", async () => {
  const bytes = new TextEncoder().encode("hello");
  await store.put("a.png", bytes, "image/png");
  await store.put("variants/a-480.webp", bytes, "image/webp");
  expect(await store.exists("a.png")).toBe(true);
  expect(await (await store.get("a.png"))!.text()).toBe("hello");
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
});

test("no key can leave the folder", async () => {
  for (const key of ["../site.db", "a/../../x", "/etc/passwd", "", ".hidden", "a//b", "a\\b", "a/./b"]) {
    expect(isValidKey(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.exists(key)).toBe(false);
    expect(store.put(key, new Uint8Array(1), "x")).rejects.toBeInstanceOf(InvalidKeyError);
  }
});
