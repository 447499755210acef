import { type Context, Hono } from "hono";
import type { ContactValues } from "../../views/site/contact-form.island";
import { CONTACT_FAILED, type ContactSender, FORM_TOKEN_FIELD, type SubmitContact } from "../contact";
import type { AppEnv } from "../http/app-env";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { formFields } from "../http/request-body";
import { errorFields, type Logger } from "../lib/logger";
import { CONTACT_FORM_ID, CONTACT_SENT, VISIT_FIELD } from "../shared/contact-fields";
import type { FieldErrors } from "../shared/fields";
import type { ToastData } from "../shared/toasts";
import { renderContactPage } from "./pages";

/** Who sends a contact message, from this request (the JSON API's handler uses it too). */
export const contactSender = (c: Context<AppEnv>): ContactSender => ({
  ip: c.get("clientIp"),
  firmName: c.get("site").firm.name,
  visit: (carried) => c.get("deps").stats.originOf(c.req.raw, c.get("clientIp"), carried),
});

const FAILED_TOAST: ToastData = { title: "Error", description: CONTACT_FAILED, variant: "destructive" };

/** The contact page again, with what the visitor typed and why it was refused (no-JavaScript path). */
async function contactPageWith(
  c: Context<AppEnv>,
  fields: Record<string, string>,
  values: ContactValues,
  errors: FieldErrors,
  status: number,
  toast?: ToastData,
) {
  // Rendered by the server, so the toast shows without JavaScript as well.
  if (toast) c.set("flash", toast);
  // The visitor's own form token when it is genuine: the clock keeps running from their first page.
  const sent = fields[FORM_TOKEN_FIELD];
  const genuine = sent && ["ok", "too-fast"].includes(await c.get("deps").formTokens.check(sent));
  // And what it carried of the visit, so a corrected form still says where it came from.
  const visit = fields[VISIT_FIELD];
  return renderContactPage(
    c,
    { values, errors, ...(genuine ? { formToken: sent } : {}), ...(visit ? { visit } : {}) },
    status,
  );
}

/**
 * POST /contact: the contact form without JavaScript. Same function as POST /api/contact; success
 * redirects (303) to /contact with the "Message Sent" toast, anything else re-renders the form with every
 * typed value kept.
 */
export function contactFormRoutes(submitContact: SubmitContact, logger: Logger) {
  return new Hono<AppEnv>().post("/contact", async (c) => {
    const fields = await formFields(c);
    const values: ContactValues = {
      name: fields.name ?? "",
      email: fields.email ?? "",
      phone: fields.phone ?? "",
      service: fields.service ?? "",
      message: fields.message ?? "",
    };
    let result: Awaited<ReturnType<SubmitContact>>;
    try {
      result = await submitContact(contactSender(c), fields);
    } catch (err) {
      // The visitor keeps the message and is told to retry or call; we get the cause in the log.
      logger.error("contact submission failed", { requestId: c.get("requestId"), ...errorFields(err) });
      return contactPageWith(c, fields, values, {}, 500, FAILED_TOAST);
    }
    if (result.ok) {
      setFlash(c, { title: CONTACT_SENT, description: result.message });
      // Back to the form itself, where the page says the message was sent and what happens next.
      return redirectTo(c, `/contact#${CONTACT_FORM_ID}`, 303);
    }
    if (result.status === 429) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return contactPageWith(c, fields, values, {}, 429, FAILED_TOAST);
    }
    return contactPageWith(c, fields, values, result.fields, 400);
  });
}
