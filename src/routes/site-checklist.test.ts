/**
 * The set-up checklist lists what still shows the sample firm; each line goes once it is done, and the
 * dashboard reminds staff while anything is left.
 */
import { afterEach, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { photoPng } from "../../tests/support/images";
import { startTestSmtp } from "../../tests/support/smtp";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

test("each task goes once done; with nothing left, the dashboard stops reminding", {
  timeout: 60_000,
}, async () => {
  const smtp = await startTestSmtp();
  cleanups.push(() => smtp.stop());
  const withMail = { RATE_LIMITS: "off", SMTP_URL: smtp.url, NOTIFY_TO: "intake@example.ky" };
  const bare = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const bareCookie = await signIn(bare.app);
  const tasksOf = async (app: typeof bare.app, cookie: string) =>
    [
      ...(
        await (
          await app.request("http://localhost/admin/site/checklist", { headers: { Cookie: cookie } })
        ).text()
      ).matchAll(/data-task="([^"]+)"/g),
    ].map((m) => m[1]);
  expect(await tasksOf(bare.app, bareCookie)).toEqual([
    "people",
    "phone",
    "email",
    "address",
    "logo",
    "illustrations",
    "legal-privacy-policy",
    "legal-terms",
    "legal-terms-of-engagement",
    "cookie-banner",
    "accessibility",
    "notifications",
  ]);

  const t = await makeTestAppWithAdmin(withMail, { mail: { tuning: { probeEveryMs: [] } } });
  cleanups.push(() => t.deps.mail.close());
  const cookie = await signIn(t.app);
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  const publish = async (kind: string, id: string, data: Record<string, unknown>) => {
    const { revision } = (await (await call("GET", `/api/content/${kind}/${id}`)).json()) as {
      revision: number;
    };
    expect((await call("PUT", `/api/content/${kind}/${id}`, { revision, data })).status).toBe(200);
    expect((await call("POST", `/api/content/${kind}/${id}/publish`)).status).toBe(200);
  };
  const dashboard = async () =>
    (await t.app.request("http://localhost/admin/dashboard", { headers: { Cookie: cookie } })).text();
  expect(await dashboard()).toContain('data-checklist-left="11"');
  expect(await tasksOf(t.app, cookie)).not.toContain("notifications");

  // The firm's photo, uploaded once, replaces every illustration and the logo.
  const form = new FormData();
  form.append("image", new File([photoPng(640, 480)], "office.png", { type: "image/png" }));
  const upload = await t.app.request("http://localhost/api/upload", {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  const { url } = (await upload.json()) as { url: string };

  await publish("settings", "firm", {
    phone: "+1 345 949 1234",
    email: "hello@firm.ky",
    addressContact: ["1 Harbour Drive", "George Town"],
    addressFooter: ["1 Harbour Drive", "George Town, Grand Cayman"],
    streetName: "Harbour Drive",
    logoGlobal: url,
    cookieBanner: false,
    accessibilityInFooter: true,
  });
  expect(await tasksOf(t.app, cookie)).toEqual([
    "people",
    "illustrations",
    "legal-privacy-policy",
    "legal-terms",
    "legal-terms-of-engagement",
  ]);

  // A sample entry reused for one of the firm's people: renamed, and its texts their own too.
  for (const id of ["natalie-ebanks", "jonathan-merren", "priya-walton"])
    await publish("person", id, {
      image: url,
      imageAlt: "",
      name: `Our ${id.split("-")[0]}`,
      bio: "A long-standing member of the firm.",
      summary: "Advises the firm's clients.",
    });
  const home = (await (await call("GET", "/api/content/page/home")).json()) as {
    published: { clientSegments: Record<string, unknown>[] };
  };
  await publish("page", "home", {
    clientSegments: home.published.clientSegments.map((s) => ({ ...s, image: url })),
  });
  await publish("page", "about", { officeImage: url });
  const areas = ((await (await call("GET", "/api/content")).json()) as { kind: string; id: string }[]).filter(
    (i) => i.kind === "practice-area",
  );
  for (const a of areas) await publish("practice-area", a.id, { image: url, homeImage: url });
  // Renamed people are the firm's own now; every picture is an upload.
  expect(await tasksOf(t.app, cookie)).toEqual([
    "legal-privacy-policy",
    "legal-terms",
    "legal-terms-of-engagement",
  ]);

  for (const id of ["privacy-policy", "terms", "terms-of-engagement"])
    await publish("page", id, { lastUpdated: "2026-11-20" });
  expect(await tasksOf(t.app, cookie)).toEqual([]);
  const done = await dashboard();
  expect(done).not.toContain("data-checklist-left");
  expect(
    await (
      await t.app.request("http://localhost/admin/site/checklist", { headers: { Cookie: cookie } })
    ).text(),
  ).toContain("Nothing is left");
});
