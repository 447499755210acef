import { type Context, Hono } from "hono";
import { AccessibilityPage, EMPTY_FEEDBACK, type FeedbackValues } from "../../views/site/accessibility";
import { pageLd } from "../../views/site/json-ld";
import type { SubmitAccessibilityFeedback } from "../contact";
import { PAGES } from "../content";
import type { AppEnv } from "../http/app-env";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { formFields } from "../http/request-body";
import { errorFields, type Logger } from "../lib/logger";
import { ACCESSIBILITY_FORM_ID, ACCESSIBILITY_SENT, FORM_TOKEN_FIELD } from "../shared/contact-fields";
import type { FieldErrors } from "../shared/fields";

const PATH = PAGES.accessibility.path;

/**
 * The statement with its feedback form. Every visitor gets their own signed form token (minimum fill
 * time), so the page is private and kept out of the page cache; it answers whether or not the firm links
 * it from the footer.
 */
async function renderStatement(
  c: Context<AppEnv>,
  form: { values: FeedbackValues; errors: FieldErrors; formToken?: string } = {
    values: EMPTY_FEEDBACK,
    errors: {},
  },
  status = 200,
) {
  const site = c.get("site");
  const doc = site.content.accessibility;
  c.header("Cache-Control", "private, no-cache");
  const flash = c.get("flash");
  const sent = flash?.title === ACCESSIBILITY_SENT && flash.variant !== "destructive";
  const formToken = form.formToken ?? (await c.get("deps").formTokens.issue());
  const meta = { title: doc.title, description: doc.metaDescription, path: PATH };
  return renderPage(
    c,
    {
      title: doc.title,
      description: doc.metaDescription,
      keywords: doc.keywords,
      canonicalPath: PATH,
      jsonLd: pageLd(site, meta, [{ name: doc.title, path: PATH }]),
    },
    <AccessibilityPage doc={doc} form={{ values: form.values, errors: form.errors, formToken, sent }} />,
    status,
  );
}

/** GET /accessibility and its form's POST (no JavaScript needed: validate → file → redirect with a toast). */
export function accessibilityRoutes(submit: SubmitAccessibilityFeedback, logger: Logger) {
  return new Hono<AppEnv>()
    .get(PATH, (c) => renderStatement(c))
    .post(PATH, async (c) => {
      const fields = await formFields(c);
      const values: FeedbackValues = {
        name: fields.name ?? "",
        email: fields.email ?? "",
        page: fields.page ?? "",
        problem: fields.problem ?? "",
      };
      // The visitor's own token when genuine: a quick correction is not taken for a bot.
      const sentToken = fields[FORM_TOKEN_FIELD];
      const genuine =
        sentToken && ["ok", "too-fast"].includes(await c.get("deps").formTokens.check(sentToken));
      const again = (errors: FieldErrors, status: number) =>
        renderStatement(c, { values, errors, ...(genuine ? { formToken: sentToken } : {}) }, status);
      let result: Awaited<ReturnType<SubmitAccessibilityFeedback>>;
      try {
        result = await submit({ ip: c.get("clientIp") }, fields);
      } catch (err) {
        logger.error("accessibility report failed", { requestId: c.get("requestId"), ...errorFields(err) });
        c.set("flash", {
          title: "Error",
          description: "Your report could not be sent. Please try again, or call or e-mail us.",
          variant: "destructive",
        });
        return again({}, 500);
      }
      if (result.ok) {
        const doc = c.get("site").content.accessibility;
        setFlash(c, {
          title: ACCESSIBILITY_SENT,
          description: `We answer ${doc.responseTime || "as soon as we can"}.`,
        });
        return redirectTo(c, `${PATH}#${ACCESSIBILITY_FORM_ID}`, 303);
      }
      if (result.status === 429) {
        c.header("Retry-After", String(result.retryAfterSeconds));
        c.set("flash", { title: "Error", description: result.error, variant: "destructive" });
        return again({}, 429);
      }
      return again(result.fields, 400);
    });
}
