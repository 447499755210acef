import { type FormEvent, type Ref, useId, useRef, useState } from "react";
import {
  CONTACT_FAILED,
  CONTACT_FORM_ID,
  CONTACT_SENT,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  VISIT_FIELD,
} from "../../src/shared/contact-fields";
import type { FieldErrors } from "../../src/shared/fields";
import { loadedSchemas, loadSchemas, type Schemas } from "../../src/shared/load-schemas";
import { api } from "../ui/api";
import { buttonClass } from "../ui/button";
import { controlClass, Field } from "../ui/field";
import { toast } from "../ui/toast";

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}
type ContactField = keyof ContactValues;

const EMPTY: ContactValues = { name: "", email: "", phone: "", service: "", message: "" };
const FIELDS: ContactField[] = ["name", "email", "phone", "service", "message"];
/**
 * What a failed send shows. Kept here (not imported from src/contact/submit.ts) so no server module
 * reaches the browser.
 */
const FAILED = CONTACT_FAILED;

function check(s: Schemas, values: ContactValues): FieldErrors {
  const r = s.contactSchema.safeParse(values);
  return r.success ? {} : s.fieldErrors(r.error);
}

/**
 * What stays on the page once a message is sent, beside the toast that goes: that it arrived, what
 * happens next, and, when the firm acknowledges enquiries by e-mail, that one is on its way. The same words
 * after a send with JavaScript and on the page a send without it leads to.
 */
function SentNote({ acknowledges, noteRef }: { acknowledges: boolean; noteRef: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={noteRef}
      role="status"
      tabIndex={-1}
      data-contact-sent=""
      className="rounded-lg border border-sea-700/30 bg-sea-100 p-4 text-navy-900 outline-none"
    >
      <p className="font-semibold">Thank you: your message has been sent.</p>
      <p className="mt-1 text-sm">
        What happens next: we read every message and reply by e-mail or phone, normally within one business
        day.
      </p>
      {acknowledges && (
        <p className="mt-1 text-sm">An e-mail confirming we have your message is on its way to you.</p>
      )}
    </div>
  );
}

/**
 * The contact form. A real form posting to /contact, so it works before hydration and without
 * JavaScript (the server then re-renders it with `values` and `errors`); once hydrated it validates in the
 * browser with the shared schema and sends through POST /api/contact. The service may start chosen (a
 * practice page's links say which).
 */
export function ContactForm({
  firmName,
  services,
  values: initialValues,
  errors: initialErrors,
  formToken,
  visit,
  sent: sentBefore = false,
  acknowledges = false,
}: {
  firmName: string;
  /** The service select's options, in order ("General Inquiry" last). */
  services: readonly string[];
  values?: ContactValues;
  errors?: FieldErrors;
  /** The signed time this form was rendered (minimum fill time, src/contact/form-token.ts). */
  formToken?: string;
  /** Where the visit came from (made by the server), sent back as it came. */
  visit?: string;
  /** A message was just sent without JavaScript: the page it led to says so. */
  sent?: boolean;
  /** Enquirers get the firm's acknowledgement e-mail. */
  acknowledges?: boolean;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(sentBefore);
  const [values, setValues] = useState<ContactValues>(initialValues ?? EMPTY);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  // After a first attempt, messages follow the input as it changes.
  const [attempted, setAttempted] = useState(Object.keys(initialErrors ?? {}).length > 0);
  const [pending, setPending] = useState(false);
  // Guards the short wait for the schemas, before `pending` shows.
  const submitting = useRef(false);

  const revalidate = (next: ContactValues) => {
    const schemas = loadedSchemas();
    if (attempted && schemas) setErrors(check(schemas, next));
  };

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    revalidate(next);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first !== undefined;
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    const data = new FormData(e.currentTarget);
    const trap = data.get(HONEYPOT_FIELD);
    const started = data.get(FORM_TOKEN_FIELD);
    const visitToken = data.get(VISIT_FIELD);
    setAttempted(true);
    try {
      // Could the schemas not be loaded, the server validates all the same and its answer is shown.
      const s = await loadSchemas().catch(() => undefined);
      if (s && showErrors(check(s, values))) return;
      await send(
        typeof trap === "string" ? trap : "",
        typeof started === "string" ? started : "",
        typeof visitToken === "string" ? visitToken : "",
      );
    } finally {
      submitting.current = false;
    }
  }

  async function send(trap: string, started: string, visitToken: string) {
    setPending(true);
    try {
      const r = await api<{ message?: unknown } | null>("POST", "/api/contact", {
        ...values,
        [HONEYPOT_FIELD]: trap,
        [FORM_TOKEN_FIELD]: started,
        [VISIT_FIELD]: visitToken,
      });
      // The server's messages for each field, as well as the failure toast below.
      if (!r.ok && r.status === 400) showErrors(r.fields);
      if (!r.ok) throw new Error(`contact answered ${r.status}`);
      const body = r.data;
      toast({
        title: CONTACT_SENT,
        description:
          typeof body?.message === "string"
            ? body.message
            : `Thank you for contacting ${firmName}. We'll be in touch soon.`,
      });
      setValues(EMPTY);
      setErrors({});
      setAttempted(false);
      setSent(true);
      // The note sits above the fields: brought into view, and the focus with it (from the now idle button).
      requestAnimationFrame(() => {
        sentRef.current?.scrollIntoView({ block: "nearest" });
        sentRef.current?.focus({ preventScroll: true });
      });
    } catch {
      // Whatever went wrong (network, 4xx, 429, 5xx), every typed value stays for another try.
      toast({ title: "Error", description: FAILED, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  const fieldProps = (field: ContactField) => ({
    id: `${id}${field}`,
    name: field,
    value: values[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}${field}-error` : undefined,
    onBlur: () => revalidate(values),
  });

  return (
    <form
      ref={formRef}
      id={CONTACT_FORM_ID}
      method="post"
      action="/contact"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas().catch(() => undefined)}
      // When a link lands on it, the form's heading and intro above it stay in view below the sticky header.
      className="scroll-mt-56 space-y-5"
    >
      {sent && <SentNote acknowledges={acknowledges} noteRef={sentRef} />}
      <p className="text-sm text-slate-600">
        Fields marked{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}name`} label="Full Name" required error={errors.name}>
          <input
            {...fieldProps("name")}
            type="text"
            autoComplete="name"
            maxLength={200}
            required
            onChange={(e) => update("name", e.target.value)}
            className={controlClass(!!errors.name, "h-11")}
          />
        </Field>
        <Field id={`${id}email`} label="Email Address" required error={errors.email}>
          <input
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            spellCheck={false}
            onChange={(e) => update("email", e.target.value)}
            className={controlClass(!!errors.email, "h-11")}
          />
        </Field>
        <Field id={`${id}phone`} label="Phone Number" required error={errors.phone}>
          <input
            {...fieldProps("phone")}
            type="tel"
            autoComplete="tel"
            minLength={7}
            maxLength={40}
            required
            onChange={(e) => update("phone", e.target.value)}
            className={controlClass(!!errors.phone, "h-11")}
          />
        </Field>
        <Field id={`${id}service`} label="Service Interest" required error={errors.service}>
          <select
            {...fieldProps("service")}
            required
            onChange={(e) => update("service", e.target.value)}
            className={controlClass(!!errors.service, "h-11")}
          >
            <option value="">Select a service</option>
            {services.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={`${id}message`} label="Message" required error={errors.message}>
        <textarea
          {...fieldProps("message")}
          rows={6}
          maxLength={5000}
          required
          placeholder="Briefly describe how we can help"
          onChange={(e) => update("message", e.target.value)}
          className={controlClass(!!errors.message, "py-2")}
        />
      </Field>
      {/* Honeypot: invisible to people and screen readers, skipped by Tab; what fills it is spam. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor={`${id}${HONEYPOT_FIELD}`}>Website</label>
        <input
          id={`${id}${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {formToken && <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />}
      {visit && <input type="hidden" name={VISIT_FIELD} value={visit} />}
      <button type="submit" disabled={pending} className={buttonClass("secondary", "lg", "w-full sm:w-auto")}>
        {pending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
