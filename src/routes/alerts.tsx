import { type Context, Hono } from "hono";
import {
  AlertsConfirmPage,
  AlertsMessagePage,
  AlertsPreferencesPage,
  AlertsSignUpPage,
  AlertsUnsubscribePage,
} from "../../views/site/alerts";
import { areasOf, CHECK_YOUR_EMAIL, pagePath } from "../alerts";
import type { AppEnv } from "../http/app-env";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { formValues } from "../http/request-body";

const DESCRIPTION =
  "Client alerts by e-mail: an article when we publish one on the law in the areas you choose.";

/**
 * Every alerts page is the reader's own (a token, an address, a fresh form token): never cached or shared.
 * Only the sign-up page itself, as anyone first sees it, is for search engines.
 */
function page(c: Context<AppEnv>, title: string, body: React.ReactElement, status = 200, indexed = false) {
  const res = renderPage(
    c,
    { description: DESCRIPTION, title, ...(indexed ? {} : { robots: "noindex, nofollow" as const }) },
    body,
    status,
  );
  res.headers.set("Cache-Control", "private, no-store");
  return res;
}

const invalidLink = (c: Context<AppEnv>) =>
  page(
    c,
    "Link not valid",
    <AlertsMessagePage
      title="This link is not valid"
      message="It may have been mistyped, or the sign-up it belonged to has expired (unconfirmed sign-ups are deleted after 7 days) or been erased. You can sign up again."
      links={[{ href: "/alerts", label: "Sign up for alerts" }]}
    />,
    404,
  );

const tokenOf = (c: Context<AppEnv>, form?: Record<string, string | string[]>) => {
  const t = form?.token ?? c.req.query("token");
  return typeof t === "string" ? t : undefined;
};

async function signUpPage(
  c: Context<AppEnv>,
  extra: {
    values?: { email?: string; areas?: string[] };
    errors?: Record<string, string>;
    error?: string;
    from?: string;
  } = {},
  status = 200,
) {
  const deps = c.get("deps");
  const offer = await deps.alerts.offer();
  if (!offer.on) return c.notFound();
  return page(
    c,
    "Client alerts",
    <AlertsSignUpPage
      topics={offer.topics}
      consent={offer.consent}
      formToken={await deps.formTokens.issue()}
      from={extra.from ?? "/alerts"}
      {...(extra.values ? { values: extra.values } : {})}
      {...(extra.errors ? { errors: extra.errors } : {})}
      error={extra.error}
    />,
    status,
    status === 200 && !extra.values,
  );
}

/**
 * Client alerts' public pages: sign up (the form posts here from any page), the confirmation page whose
 * button confirms, the subscriber's preferences, and unsubscribing, one-click (RFC 8058) included. The
 * token rides in the query or the form, never in the path, so request logs never hold it. All of it is
 * absent (404) while the site sends no e-mail or the firm does not offer alerts.
 */
export const alertsRoutes = new Hono<AppEnv>()
  .get("/alerts", (c) => signUpPage(c))
  .post("/alerts", async (c) => {
    const deps = c.get("deps");
    if (!(await deps.alerts.offer()).on) return c.notFound();
    const form = await formValues(c);
    const from = pagePath(form.from);
    const result = await deps.alerts.subscribe(
      { ip: c.get("clientIp"), from, origin: c.get("site").origin },
      form,
    );
    if (result.ok) return redirectTo(c, "/alerts/check-email", 303);
    const areas = areasOf(form.areas);
    const values = { email: typeof form.email === "string" ? form.email : "", areas };
    if (result.status === 429) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return signUpPage(c, { values, error: result.error, from }, 429);
    }
    return signUpPage(c, { values, errors: result.fields, error: result.error, from }, 400);
  })
  .get("/alerts/check-email", async (c) => {
    if (!(await c.get("deps").alerts.offer()).on) return c.notFound();
    return page(
      c,
      "Check your e-mail",
      <AlertsMessagePage title="Check your e-mail" message={CHECK_YOUR_EMAIL} />,
    );
  })
  .get("/alerts/confirm", async (c) => {
    const { alerts } = c.get("deps");
    const token = tokenOf(c);
    const s = await alerts.view(token);
    if (!s || !token) return invalidLink(c);
    if (s.status === "pending") {
      const { topics } = await alerts.offer();
      const labels = topics.filter((t) => s.areas.includes(t.value)).map((t) => t.label);
      return page(c, "Confirm your alerts", <AlertsConfirmPage token={token} topics={labels} />);
    }
    return confirmedPage(c, token, s.status === "confirmed");
  })
  .post("/alerts/confirm", async (c) => {
    const form = await formValues(c);
    const token = tokenOf(c, form);
    const outcome = await c.get("deps").alerts.confirm(token);
    if (outcome === "unknown" || !token) return invalidLink(c);
    return confirmedPage(c, token, outcome !== "left");
  })
  .get("/alerts/preferences", async (c) => preferencesPage(c, tokenOf(c)))
  .post("/alerts/preferences", async (c) => {
    const form = await formValues(c);
    const token = tokenOf(c, form);
    const areas = areasOf(form.areas);
    const outcome = await c.get("deps").alerts.savePreferences(token, areas);
    if (outcome === "unknown") return invalidLink(c);
    if (outcome === "left") return leftPage(c, token!);
    return preferencesPage(c, token, "Your choices are saved.");
  })
  .get("/alerts/unsubscribe", async (c) => {
    const token = tokenOf(c);
    if (!token || !(await c.get("deps").alerts.view(token))) return invalidLink(c);
    return page(c, "Stop client alerts", <AlertsUnsubscribePage token={token} />);
  })
  // One-click unsubscribe (RFC 8058): mail providers POST "List-Unsubscribe=One-Click" here with no
  // cookie and no CSRF token; the token is the credential. The same for the page's own button. Idempotent.
  .post("/alerts/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? tokenOf(c, await formValues(c).catch(() => ({})));
    if (!(await c.get("deps").alerts.unsubscribe(token))) return invalidLink(c);
    return leftPage(c, token!);
  });

function confirmedPage(c: Context<AppEnv>, token: string, subscribed: boolean) {
  const prefs = `/alerts/preferences?token=${encodeURIComponent(token)}`;
  return subscribed
    ? page(
        c,
        "Alerts confirmed",
        <AlertsMessagePage
          title="Your alerts are confirmed"
          message="Thank you. You will receive an e-mail when we publish an article on the topics you chose. Every e-mail has a link to change them or to leave."
          links={[
            { href: "/blog", label: "Read our insights" },
            { href: prefs, label: "Change my topics" },
          ]}
        />,
      )
    : page(
        c,
        "Alerts stopped",
        <AlertsMessagePage
          title="You left these alerts"
          message="This address asked to stop our alerts, so the old confirmation link no longer starts them. To receive them again, sign up once more."
          links={[{ href: "/alerts", label: "Sign up for alerts" }]}
        />,
      );
}

function leftPage(c: Context<AppEnv>, token: string) {
  return page(
    c,
    "Alerts stopped",
    <AlertsMessagePage
      title="You will receive no more alerts"
      message="We have taken this address off every list of client alerts. Changed your mind? You can choose topics again."
      links={[
        { href: "/blog", label: "Read our insights" },
        { href: `/alerts/preferences?token=${encodeURIComponent(token)}`, label: "Choose topics again" },
      ]}
    />,
  );
}

async function preferencesPage(c: Context<AppEnv>, token: string | undefined, notice?: string) {
  const { alerts } = c.get("deps");
  const s = await alerts.view(token);
  if (!s || !token) return invalidLink(c);
  const { topics } = await alerts.offer();
  return page(
    c,
    "Your client alerts",
    <AlertsPreferencesPage
      token={token}
      email={s.email}
      topics={topics}
      chosen={s.status === "unsubscribed" ? [] : s.areas}
      notice={
        notice ??
        (s.status === "unsubscribed"
          ? "You receive no alerts now. Tick topics and save to receive them again."
          : s.status === "pending"
            ? "Your sign-up is not confirmed yet: saving your choices here confirms it."
            : undefined)
      }
    />,
  );
}
