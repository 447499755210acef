import type { FieldErrors } from "../../src/shared/fields";
import { ButtonLink, buttonClass } from "../ui/button";
import { AlertsForm, type AlertsFormProps, TopicsFieldset } from "./alerts-form";

/** The frame of every client alerts page: a narrow column, one heading. */
function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="bg-sand-50 px-4 py-16">
      <div className="mx-auto max-w-2xl space-y-6">
        <h1 className="font-serif text-3xl text-navy-900 sm:text-4xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** /alerts: the form alone (and again with the reader's values and errors after a failed send). */
export function AlertsSignUpPage(props: AlertsFormProps & { error?: string | undefined }) {
  return (
    <Frame title="Client alerts">
      <p className="text-lg text-slate-700">
        A short e-mail when we publish an article on the law in the areas you care about. No other mail, and
        you can change your topics or leave from any e-mail with one click.
      </p>
      {props.error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {props.error}
        </p>
      )}
      <AlertsForm {...props} heading="h2" />
    </Frame>
  );
}

/** A plain answer: sent, confirmed, left, or a link that is no longer valid. */
export function AlertsMessagePage({
  title,
  message,
  links = [{ href: "/blog", label: "Read our insights" }],
}: {
  title: string;
  message: string;
  links?: { href: string; label: string }[];
}) {
  return (
    <Frame title={title}>
      <p role="status" className="text-lg text-slate-700">
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        {links.map((l, i) => (
          <ButtonLink key={l.href} href={l.href} variant={i === 0 ? "primary" : "outline"}>
            {l.label}
          </ButtonLink>
        ))}
      </div>
    </Frame>
  );
}

/** The confirmation link's page: a button, because following a link (as mail scanners do) confirms nothing. */
export function AlertsConfirmPage({ token, topics }: { token: string; topics: string[] }) {
  return (
    <Frame title="Confirm your client alerts">
      <p className="text-lg text-slate-700">
        Press the button to start receiving an e-mail when we publish an article on: {topics.join(", ")}.
      </p>
      <form method="post" action="/alerts/confirm">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClass("primary", "lg")}>
          Confirm my alerts
        </button>
      </form>
    </Frame>
  );
}

/** The subscriber's own page (their link): topics to tick, or leave everything. */
export function AlertsPreferencesPage({
  token,
  email,
  topics,
  chosen,
  notice,
  errors,
}: {
  token: string;
  email: string;
  topics: { value: string; label: string }[];
  chosen: string[];
  notice?: string | undefined;
  errors?: FieldErrors | undefined;
}) {
  return (
    <Frame title="Your client alerts">
      {notice && (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-900">
          {notice}
        </p>
      )}
      <p className="text-slate-700">
        Alerts go to <strong className="break-all">{email}</strong>. Choose what you want to hear about.
      </p>
      <form
        method="post"
        action="/alerts/preferences"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
      >
        <input type="hidden" name="token" value={token} />
        <TopicsFieldset id="preferences" topics={topics} chosen={chosen} error={errors?.areas} />
        <p className="text-sm text-slate-600">Untick everything and save to leave all alerts.</p>
        <button type="submit" className={buttonClass("primary", "md")}>
          Save my choices
        </button>
      </form>
      <form method="post" action={`/alerts/unsubscribe?token=${encodeURIComponent(token)}`}>
        <button type="submit" className={buttonClass("outline", "md")}>
          Stop all alerts
        </button>
      </form>
    </Frame>
  );
}

/** The unsubscribe link opened in a browser: one button (a GET never changes anything). */
export function AlertsUnsubscribePage({ token }: { token: string }) {
  return (
    <Frame title="Stop client alerts">
      <p className="text-lg text-slate-700">Press the button and we will send you no more alerts.</p>
      <form method="post" action={`/alerts/unsubscribe?token=${encodeURIComponent(token)}`}>
        <button type="submit" className={buttonClass("destructive", "lg")}>
          Stop all alerts
        </button>
      </form>
      <p className="text-slate-600">
        Or{" "}
        <a className="underline" href={`/alerts/preferences?token=${encodeURIComponent(token)}`}>
          choose fewer topics
        </a>{" "}
        instead.
      </p>
    </Frame>
  );
}
