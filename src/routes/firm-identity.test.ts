import { afterEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { startTestSmtp } from "../../tests/support/smtp";

/**
 * The firm's name, phone and e-mail come from its settings once published: on the pages, in the thanks a
 * visitor reads and in the mail the site sends (MAIL_FROM unset). FIRM_NAME, FIRM_PHONE and FIRM_EMAIL,
 * when set, win over the settings, and the settings screen says so.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(env: Record<string, string> = {}) {
  const smtp = await startTestSmtp();
  const t = await makeTestAppWithAdmin(
    { RATE_LIMITS: "off", SMTP_URL: smtp.url, NOTIFY_TO: "intake@example.ky", ...env },
    { mail: { tuning: { probeEveryMs: [] } } },
  );
  cleanups.push(
    () => smtp.stop(),
    () => t.deps.mail.close(),
  );
  const cookie = await signIn(t.app);
  const call = (method: string, path: string, body?: unknown, who: string | undefined = cookie) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: {
        ...(who ? { Cookie: who } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const publishFirm = async (changes: Record<string, unknown>) => {
    const item = (await (await call("GET", "/api/content/settings/firm")).json()) as { revision: number };
    expect(
      (await call("PUT", "/api/content/settings/firm", { revision: item.revision, data: changes })).status,
    ).toBe(200);
    expect((await call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
  };
  return { ...t, smtp, cookie, call, publishFirm };
}

const enquiry = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "+1 345 555 0100",
  service: "Corporate Law",
  message: "I would like advice on an exempted company.",
};

describe("the firm's identity", () => {
  test("published settings rename the firm on pages, in the thanks and in the mail it sends", async () => {
    const t = await setup();
    await t.publishFirm({ name: "Coral Bay Law", phone: "+1 345 949 0000", email: "hello@coralbay.ky" });

    const home = await (await t.app.request("http://localhost/")).text();
    expect(home).toContain("Coral Bay Law");
    expect(home).not.toContain("Ironwood Legal");
    expect(home).toContain('href="tel:+13459490000"');

    const thanks = (await (await t.call("POST", "/api/contact", enquiry, undefined)).json()) as {
      message: string;
    };
    expect(thanks.message).toBe("Thank you for contacting Coral Bay Law. We'll be in touch soon.");
    await t.deps.jobs.kick("outbox");
    const [mail] = await t.smtp.waitFor(1);
    expect(mail!.parsed.from?.value[0]).toEqual({ name: "Coral Bay Law", address: "hello@coralbay.ky" });
    expect(mail!.parsed.text).toContain("New enquiry through the Coral Bay Law website.");
  });

  test("FIRM_NAME wins over the settings, and the settings screen says it is set on the server", async () => {
    const t = await setup({ FIRM_NAME: "Override & Co" });
    await t.publishFirm({ name: "Coral Bay Law", phone: "+1 345 949 0000" });

    const home = await (await t.app.request("http://localhost/")).text();
    expect(home).toContain("Override &amp; Co");
    expect(home).not.toContain("Coral Bay Law");
    // The phone is not overridden: the settings' one shows.
    expect(home).toContain('href="tel:+13459490000"');
    // What was saved is kept, so removing the variable later shows it.
    const saved = (await (await t.call("GET", "/api/content/settings/firm")).json()) as {
      published: { name: string };
    };
    expect(saved.published.name).toBe("Coral Bay Law");

    const screen = await (
      await t.app.request("http://localhost/admin/site/settings/firm", { headers: { Cookie: t.cookie } })
    ).text();
    expect(screen).toContain("Set on the server, so the site shows these whatever is saved here: Firm name.");
    // In staff's words: no variable's name.
    expect(screen).not.toContain("FIRM_NAME");
  });
});

test("a change from another site is refused: no cross-origin writes to the content", async () => {
  const t = await setup();
  const item = (await (await t.call("GET", "/api/content/settings/firm")).json()) as { revision: number };
  const res = await t.app.request("http://localhost/api/content/settings/firm", {
    method: "PUT",
    headers: { Cookie: t.cookie, "Content-Type": "application/json", Origin: "https://evil.example" },
    body: JSON.stringify({ revision: item.revision, data: { name: "Hijacked" } }),
  });
  expect(res.status).toBe(403);
  const after = (await (await t.call("GET", "/api/content/settings/firm")).json()) as { draft: unknown };
  expect(after.draft).toBeNull();
});
