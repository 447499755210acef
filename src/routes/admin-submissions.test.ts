import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});
beforeEach(async () => {
  for (const s of await t.repos.submissions.list()) await t.repos.submissions.delete(s.id);
});

const add = (name: string, message = "Please call me about a work permit.") =>
  t.repos.submissions.create({
    name,
    email: "ann@example.com",
    phone: "+1 (345) 555-0100",
    service: "Immigration Services",
    message,
  });

const page = (headers: Record<string, string> = { Cookie: cookie }) =>
  t.app.request("http://localhost/admin/contact-submissions", { headers });

const form = (
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Cookie: cookie },
) =>
  t.app.request(`http://localhost${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const flashOf = (res: Response) => {
  const raw = res.headers
    .getSetCookie()
    .find((v) => v.startsWith("flash="))
    ?.split(";")[0]
    ?.slice("flash=".length);
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) : undefined;
};

describe("signed out", () => {
  test("the page and both forms redirect to the login page and change nothing", async () => {
    const s = await add("Ann");
    const get = await page({});
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/admin/login");
    for (const res of [
      await form(`/admin/contact-submissions/${s.id}/status`, { status: "completed" }, {}),
      await form(`/admin/contact-submissions/${s.id}/delete`, {}, {}),
    ]) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
    }
    expect((await t.repos.submissions.findById(s.id))?.status).toBe("new");
  });
});

describe("GET /admin/contact-submissions", () => {
  test("server-renders every card (name, badge, links, date, service, message) and the toolbar", async () => {
    await add("Older");
    await add("Ann Lee", "Line one\nLine two");
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<h1[^>]*>Enquiries<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/dashboard"[^>]*>Back to Posts<\/a>/);
    expect(html).toContain('data-island="logout-button"');
    expect(html).toContain('data-island="submissions-list"');
    expect(html.indexOf(">Ann Lee<")).toBeLessThan(html.indexOf(">Older<"));
    expect(html).toContain('href="mailto:ann@example.com"');
    expect(html).toContain('href="tel:+13455550100"');
    expect(html).toContain(">+1 (345) 555-0100</a>");
    expect(html).toMatch(/<time dateTime="[^"]+"[^>]*>\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M<\/time>/);
    expect(html).toContain(">Service Interest</h3>");
    expect(html).toContain(">Immigration Services</p>");
    expect(html).toContain(">Line one\nLine two</p>");
    expect(html).toMatch(/<span data-status="new"[^>]*>New<\/span>/);
    // Without JavaScript: a status form with an Update button and a delete form per card.
    expect(html.match(/action="\/admin\/contact-submissions\/[^/"]+\/status"/g)).toHaveLength(2);
    expect(html.match(/action="\/admin\/contact-submissions\/[^/"]+\/delete"/g)).toHaveLength(2);
    expect(html.match(/>Update<\/button>/g)).toHaveLength(2);
  });

  test("submitted markup is text, never HTML", async () => {
    await add('<img src=x onerror="alert(1)">', "<script>alert(1)</script>");
    const html = await (await page()).text();
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("empty → 'No contact form submissions yet'", async () => {
    expect(await (await page()).text()).toContain("No contact form submissions yet");
  });
});

describe("no-JavaScript forms", () => {
  test("status form → saved, 303 back with the Status Updated toast", async () => {
    const s = await add("Ann");
    const res = await form(`/admin/contact-submissions/${s.id}/status`, { status: "contacted" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/contact-submissions");
    expect(flashOf(res)).toEqual({
      title: "Status Updated",
      description: "The submission status has been updated",
    });
    expect((await t.repos.submissions.findById(s.id))?.status).toBe("contacted");
    const cookieWithFlash = `${cookie}; ${res.headers.getSetCookie()[0]!.split(";")[0]}`;
    const html = await (await page({ Cookie: cookieWithFlash })).text();
    expect(html).toContain("The submission status has been updated");
    expect(html).toMatch(/<span data-status="contacted"[^>]*>Contacted<\/span>/);
  });

  test("a status outside new/contacted/completed → back with an Error toast, unchanged", async () => {
    const s = await add("Ann");
    const res = await form(`/admin/contact-submissions/${s.id}/status`, { status: "archived" });
    expect(res.status).toBe(303);
    expect(flashOf(res)).toEqual({
      title: "Error",
      description: "Status must be one of new, contacted, completed",
      variant: "destructive",
    });
    expect((await t.repos.submissions.findById(s.id))?.status).toBe("new");
  });

  test("delete form → gone, 303 back with the Submission Deleted toast; unknown id → Error toast", async () => {
    const s = await add("Ann");
    const res = await form(`/admin/contact-submissions/${s.id}/delete`, {});
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/contact-submissions");
    expect(flashOf(res)).toEqual({
      title: "Submission Deleted",
      description: "The contact submission has been removed",
    });
    expect(await t.repos.submissions.findById(s.id)).toBeUndefined();
    const again = await form(`/admin/contact-submissions/${s.id}/delete`, {});
    expect(again.status).toBe(303);
    expect(flashOf(again)).toMatchObject({ title: "Error", variant: "destructive" });
    const status = await form("/admin/contact-submissions/nope/status", { status: "new" });
    expect(flashOf(status)).toMatchObject({ title: "Error", variant: "destructive" });
  });
});
