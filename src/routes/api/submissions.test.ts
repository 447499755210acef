import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import type { Submission } from "../../shared/wire-types";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});
beforeEach(async () => {
  for (const s of await t.repos.submissions.list()) await t.repos.submissions.delete(s.id);
});

const add = (name: string) =>
  t.repos.submissions.create({
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: "3455550100",
    service: "Immigration Services",
    message: "Please call me about a work permit.",
  });

const call = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { Cookie: cookie },
) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

describe("signed out", () => {
  test("every admin endpoint answers 401 JSON and changes nothing", async () => {
    const s = await add("Ann");
    const endpoints: [string, string, unknown][] = [
      ["GET", "/api/contact-submissions", undefined],
      ["PATCH", `/api/contact-submissions/${s.id}/status`, { status: "completed" }],
      ["DELETE", `/api/contact-submissions/${s.id}`, undefined],
    ];
    for (const [method, path, body] of endpoints) {
      const signedOut: Record<string, string>[] = [{}, { Cookie: `sid=${"A".repeat(43)}` }];
      for (const headers of signedOut) {
        const res = await call(method, path, body, headers);
        expect(res.status).toBe(401);
        expect(((await res.json()) as { error: string }).error).toContain("not signed in");
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
    }
    expect(await t.repos.submissions.findById(s.id)).toMatchObject({ status: "new" });
  });
});

describe("GET /api/contact-submissions", () => {
  test("newest first, with exactly the original API's fields", async () => {
    const first = await add("First");
    const second = await add("Second");
    const res = await call("GET", "/api/contact-submissions");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const list = (await res.json()) as Submission[];
    expect(list.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ["email", "id", "message", "name", "phone", "service", "status", "submittedAt"].sort(),
    );
    expect(list[1]).toEqual(first);
  });

  test("empty → []", async () => {
    expect(await (await call("GET", "/api/contact-submissions")).json()).toEqual([]);
  });
});

describe("PATCH /api/contact-submissions/:id/status", () => {
  test("any of new, contacted, completed from any state → 200 with the updated submission", async () => {
    const s = await add("Ann");
    for (const status of ["contacted", "completed", "new", "completed", "contacted", "new"]) {
      const res = await call("PATCH", `/api/contact-submissions/${s.id}/status`, { status });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ...s, status });
      expect((await t.repos.submissions.findById(s.id))?.status).toBe(status as Submission["status"]);
    }
  });

  test("anything else → 400 with a message; the status is unchanged", async () => {
    const s = await add("Ann");
    for (const body of [
      { status: "archived" },
      { status: "NEW" },
      { status: "" },
      { status: 1 },
      {},
      "[]",
      "{oops",
    ]) {
      const res = await call("PATCH", `/api/contact-submissions/${s.id}/status`, body);
      expect(res.status).toBe(400);
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe("string");
    }
    const archived = await call("PATCH", `/api/contact-submissions/${s.id}/status`, { status: "archived" });
    expect(((await archived.json()) as { error: string }).error).toBe(
      "Status must be one of new, contacted, completed",
    );
    expect((await t.repos.submissions.findById(s.id))?.status).toBe("new");
  });

  test("a body that is not JSON → 415", async () => {
    const s = await add("Ann");
    const res = await t.app.request(`http://localhost/api/contact-submissions/${s.id}/status`, {
      method: "PATCH",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "status=contacted",
    });
    expect(res.status).toBe(415);
  });

  test("unknown id → 404", async () => {
    const res = await call("PATCH", "/api/contact-submissions/no-such-id/status", { status: "contacted" });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toContain("does not exist");
  });
});

describe("DELETE /api/contact-submissions/:id", () => {
  test("→ 200 {ok:true}, gone from the list; a second delete → 404", async () => {
    const keep = await add("Keep");
    const s = await add("Ann");
    const res = await call("DELETE", `/api/contact-submissions/${s.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await t.repos.submissions.list()).map((x) => x.id)).toEqual([keep.id]);
    expect((await call("DELETE", `/api/contact-submissions/${s.id}`)).status).toBe(404);
  });

  test("unknown id → 404 JSON", async () => {
    const res = await call("DELETE", "/api/contact-submissions/nope");
    expect(res.status).toBe(404);
    expect(typeof ((await res.json()) as { error: unknown }).error).toBe("string");
  });
});
