import { describe, expect, spyOn, test } from "bun:test";
import { makeTestApp, makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../tests/support/app";

describe("the one error handler", () => {
  test("an unexpected error → 500 JSON without internals, logged with the request id", async () => {
    // An admin API route added for this test (every API path off the public list needs a session).
    const { app } = await makeTestAppWithAdmin({ LOG_LEVEL: "error" });
    const cookie = await signIn(app);
    app.get("/api/boom", () => {
      throw new Error("secret internals at /srv/firm/site.db");
    });
    const write = spyOn(process.stderr, "write").mockImplementation(() => true);
    let res: Response;
    let lines: string[];
    try {
      res = await app.request("/api/boom", { headers: { Cookie: cookie } });
      // Log lines go out at the end of the event loop's turn, several in one write.
      await new Promise((r) => setImmediate(r));
      lines = write.mock.calls.flatMap((c) => String(c[0]).split("\n")).filter(Boolean);
    } finally {
      write.mockRestore();
    }
    expect(res.status).toBe(500);
    const requestId = res.headers.get("x-request-id")!;
    const text = await res.text();
    expect(text).not.toContain("secret internals");
    expect(text).not.toContain("at ");
    expect(JSON.parse(text)).toEqual({
      error: "Something went wrong on our side. Please try again.",
      requestId,
    });
    const logged = lines.find((l) => l.includes("unhandled error"));
    expect(logged).toBeDefined();
    expect(JSON.parse(logged!)).toMatchObject({ requestId, error: "secret internals at /srv/firm/site.db" });
  });

  test("oversized bodies → 413 JSON: 1 MB in general, 6 MB for the image upload", async () => {
    const { app } = await makeTestAppWithAdmin();
    const cookie = await signIn(app);
    app.post("/api/echo", async (c) => c.json({ size: (await c.req.text()).length }));
    const big = "x".repeat(1024 * 1024 + 1);
    const res = await app.request("/api/echo", { method: "POST", body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "The request body is too large (the limit is 1 MB)." });
    // Streamed bodies (no Content-Length) are counted too.
    const stream = new Blob([big]).stream();
    const streamed = await app.request("/api/echo", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const ok = await app.request("/api/echo", {
      method: "POST",
      headers: { Cookie: cookie },
      body: "x".repeat(1000),
    });
    expect(await ok.json()).toEqual({ size: 1000 });

    // The image upload may send more: 2 MB passes the size check (and meets the admin guard), 7 MB not.
    const upload = (size: number) => app.request("/api/upload", { method: "POST", body: "x".repeat(size) });
    expect((await upload(2 * 1024 * 1024)).status).toBe(401);
    const tooBig = await upload(7 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: string }).error).toContain("less than 5MB");
    // So may a multipart form (the no-JavaScript editor's image field).
    const multipart = new FormData();
    multipart.set("image", new File(["x".repeat(2 * 1024 * 1024)], "a.png", { type: "image/png" }));
    expect(
      (await app.request("/api/echo", { method: "POST", headers: { Cookie: cookie }, body: multipart }))
        .status,
    ).toBe(200);
  });

  test("on a page, errors are readable pages: an unexpected error shows a reference, not internals", async () => {
    const { app } = await makeTestApp();
    app.get("/boom", () => {
      throw new Error("secret internals");
    });
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toStartWith("text/html");
    const html = await res.text();
    expect(html).toContain("Something Went Wrong");
    expect(html).toContain(`Reference: ${res.headers.get("x-request-id")}`);
    expect(html).not.toContain("secret internals");
  });

  test("a request the server could not give a host is refused with 400, page or API", async () => {
    const { app } = await makeTestApp();
    const page = await app.request("/about", {}, { missingHost: true });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("no Host header");
    const api = await app.request("/api/posts", {}, { missingHost: true });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { error: string }).error).toContain("no Host header");
  });
});

test("behind a trusted proxy, the site learns its address from an admin's sign-in, a plain forwarded host only; a visitor's forwarded host is never used", async () => {
  const canonical = async (app: Awaited<ReturnType<typeof makeTestApp>>["app"], host: string) => {
    const html = await (
      await app.request("http://internal:3000/about", {
        headers: { "X-Forwarded-Proto": "https", "X-Forwarded-Host": host },
      })
    ).text();
    return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  };
  const signedInThrough = async (host: string) => {
    const t = await makeTestAppWithAdmin({ TRUST_PROXY: "on", SITE_URL: "" });
    const res = await t.app.request("http://internal:3000/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-Proto": "https", "X-Forwarded-Host": host },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(res.status).toBe(200);
    return t.app;
  };
  const plain = await signedInThrough("ironwood.example");
  expect(await canonical(plain, "ironwood.example")).toBe("https://ironwood.example/about");
  expect(await canonical(plain, "evil.example")).toBe("https://ironwood.example/about");
  expect(await canonical(await signedInThrough("ironwood.example:8443"), "evil.example")).toBe(
    "https://ironwood.example:8443/about",
  );
  for (const odd of ["evil.example/x?", "a b"])
    expect(await canonical(await signedInThrough(odd), "evil.example")).toBe("https://internal:3000/about");
});
