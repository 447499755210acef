/**
 * Bad input to the content API is a 4xx that says what is wrong, never a 500 and never a partial save:
 * wrong shapes, wrong types, values out of range, unsafe addresses, unknown items, bad revisions and times.
 */
import { beforeAll, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});

const send = (method: string, path: string, body?: string) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body,
  });
const revisionOf = async (path: string) =>
  ((await (await send("GET", path)).json()) as { revision: number }).revision;

test("a save with bad data is a 400 naming the field, and the item is unchanged", async () => {
  const path = "/api/content/settings/firm";
  const rev = await revisionOf(path);
  const cases: [unknown, string][] = [
    [{ name: 5 }, "name"],
    [{ name: "x".repeat(10_000) }, "name"],
    [{ email: "not an address" }, "email"],
    [{ latitude: "NaN" }, "latitude"],
    [{ latitude: 91 }, "latitude"],
    [{ foundedMonth: 13 }, "foundedMonth"],
    [{ officeHours: "weekdays" }, "officeHours"],
    [{ officeHours: { monday: { open: "25:00", close: "17:00" } } }, "officeHours.monday.open"],
    [{ social: [{ label: "Me", url: "javascript:alert(1)" }] }, "social.0.url"],
    [{ logoGlobal: "https://evil.example/logo.png" }, "logoGlobal"],
    [{ logoGlobal: "/uploads/../../etc/passwd" }, "logoGlobal"],
    [{ addressContact: "one line" }, "addressContact"],
    [{ nonsense: true }, "nonsense"],
  ];
  for (const [data, field] of cases) {
    const res = await send("PUT", path, JSON.stringify({ revision: rev, data }));
    const body = (await res.json()) as { error: string; fields?: Record<string, string> };
    expect({ data, status: res.status, field: Object.keys(body.fields ?? {})[0] }).toEqual({
      data,
      status: 400,
      field,
    });
  }
  expect(await revisionOf(path)).toBe(rev);
  expect(((await (await send("GET", path)).json()) as { draft: unknown }).draft).toBeNull();
});

test("malformed requests are 4xx, never 500", async () => {
  const rev = await revisionOf("/api/content/page/home");
  const cases: [string, string, string | undefined, number][] = [
    ["PUT", "/api/content/page/home", "null", 400],
    ["PUT", "/api/content/page/home", "[]", 400],
    ["PUT", "/api/content/page/home", "{not json", 400],
    ["PUT", "/api/content/page/home", JSON.stringify({ data: {} }), 400],
    ["PUT", "/api/content/page/home", JSON.stringify({ revision: "1", data: {} }), 400],
    ["PUT", "/api/content/page/home", JSON.stringify({ revision: rev, data: null }), 400],
    ["PUT", "/api/content/page/home", JSON.stringify({ revision: rev, data: [] }), 400],
    ["PUT", "/api/content/page/home", JSON.stringify({ revision: rev, data: "x" }), 400],
    ["PUT", "/api/content/page/home", JSON.stringify({ revision: rev - 1, data: {} }), 409],
    ["PUT", "/api/content/page/nope", JSON.stringify({ revision: 1, data: {} }), 404],
    ["PUT", "/api/content/widget/home", JSON.stringify({ revision: 1, data: {} }), 404],
    ["GET", "/api/content/person/UPPER-case", undefined, 404],
    ["GET", "/api/content/person/..%2F..%2Fsettings", undefined, 404],
    ["GET", "/api/content/page/home/revisions/0", undefined, 400],
    ["GET", "/api/content/page/home/revisions/abc", undefined, 400],
    ["GET", "/api/content/page/home/revisions/99999", undefined, 404],
    ["POST", "/api/content/page/home/revisions/99999/restore", undefined, 404],
    ["POST", "/api/content/page/home/publish", "{}", 409],
    ["DELETE", "/api/content/page/home/draft", undefined, 409],
    ["DELETE", "/api/content/page/home/schedule", undefined, 409],
    ["PUT", "/api/content/person/order", JSON.stringify({ ids: "all" }), 400],
    ["PUT", "/api/content/person/order", JSON.stringify({ ids: [1, 2] }), 400],
    ["POST", "/api/content/person", JSON.stringify({ data: { name: 7 } }), 400],
    ["DELETE", "/api/content/person/nobody", undefined, 404],
  ];
  const got = [];
  for (const [method, path, body, status] of cases) {
    const res = await send(method, path, body);
    const json = (await res.json()) as { error?: unknown };
    got.push({ method, path, status: res.status, hasError: typeof json.error === "string" });
    expect({ method, path, status: res.status }).toEqual({ method, path, status });
  }
  expect(got.every((g) => g.hasError)).toBe(true);
  expect(await revisionOf("/api/content/page/home")).toBe(rev);
});

test("a publish time must be a future moment with its offset", async () => {
  const path = "/api/content/page/about";
  const rev = await revisionOf(path);
  expect(
    (await send("PUT", path, JSON.stringify({ revision: rev, data: { workWithUsTitle: "Join" } }))).status,
  ).toBe(200);
  for (const at of [
    123,
    "tomorrow",
    "2030-01-01T09:00",
    "2020-01-01T09:00:00-05:00",
    "2030-02-31T09:00:00Z",
  ]) {
    const res = await send("POST", `${path}/publish`, JSON.stringify({ at }));
    const body = (await res.json()) as { fields?: Record<string, string> };
    expect({ at, status: res.status, field: Object.keys(body.fields ?? {}) }).toEqual({
      at,
      status: 400,
      field: ["at"],
    });
  }
  // Still a draft: nothing was published or scheduled by the refusals.
  const item = (await (await send("GET", path)).json()) as { draft: unknown; scheduledFor: unknown };
  expect(item.draft).not.toBeNull();
  expect(item.scheduledFor).toBeNull();
});

test("a legal page's text nested thousands of levels deep is a 400 naming it, before anything renders it", async () => {
  const path = "/api/content/page/terms";
  const rev = await revisionOf(path);
  const res = await send(
    "PUT",
    path,
    JSON.stringify({ revision: rev, data: { body: "<span>".repeat(6000) } }),
  );
  expect(res.status).toBe(400);
  const body = (await res.json()) as { fields?: Record<string, string> };
  expect(body.fields?.body).toContain("nested too deeply");
  expect(await revisionOf(path)).toBe(rev);
});
