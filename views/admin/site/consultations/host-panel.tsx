import type { HostSummary } from "../../../../src/booking";
import { AdminPage } from "../../../layout/admin-page";
import { buttonClass } from "../../../ui/button";
import { controlClass } from "../../../ui/field";
import { calendarStateWords, WHEN_FAILS_WORDS } from "./calendar-words";
import { CONSULTATIONS_PATH } from "./consultations-path";
import { hostEditPath, hostPanelPath } from "./host-paths";

export { HOST_KIND, hostEditPath, hostPanelPath } from "./host-paths";

const STATE_STYLE: Record<HostSummary["calendar"]["state"], string> = {
  none: "border-slate-200 bg-white text-slate-700",
  ok: "border-emerald-300 bg-emerald-50 text-emerald-950",
  failing: "border-red-300 bg-red-50 text-red-950",
  stale: "border-amber-300 bg-amber-50 text-amber-950",
};

/** The refresh times of the big calendar services, so nobody waits for a feed to show a new booking. */
export const FEED_REFRESH_NOTE =
  "Google Calendar reads subscribed calendars only every 12 to 24 hours, and Outlook every few hours, so a new booking can take that long to appear there. The e-mailed invitation is what puts a booking in the lawyer's calendar at once; this address keeps the calendar complete.";

function CalendarAddress({
  host,
  now,
  error,
  typed,
}: {
  host: HostSummary;
  now: number;
  error?: string | undefined;
  typed?: string | undefined;
}) {
  const action = `${hostPanelPath(host.id)}/calendar`;
  const has = host.calendar.state !== "none";
  return (
    <section aria-labelledby="host-calendar" className="space-y-4">
      <h2 id="host-calendar" className="text-xl font-bold text-navy-900">
        Busy times from {host.name}'s calendar
      </h2>
      <p className="text-sm text-slate-600">
        Paste the private address of {host.name}'s calendar: the site then reads it every five minutes and
        offers no time when {host.name} is busy. Only “busy” is read, never what the appointments are.
      </p>
      <p
        data-calendar-state={host.calendar.state}
        className={`rounded-xl border p-4 text-sm ${STATE_STYLE[host.calendar.state]}`}
      >
        {calendarStateWords(host.calendar, now)}
        {has && (
          <>
            {" "}
            If it cannot be read: {WHEN_FAILS_WORDS[host.whenCalendarFails].toLowerCase()} (
            <a href={hostEditPath(host.id)} className="font-semibold underline underline-offset-2">
              change this
            </a>
            ).
          </>
        )}
      </p>
      {has && (
        <p className="text-sm text-slate-700">
          Address saved:{" "}
          <span data-calendar-address className="font-mono">
            {host.calendar.address}
          </span>{" "}
          (shown shortened: it works like a password).
        </p>
      )}
      <form method="post" action={action} className="space-y-2">
        <label htmlFor="calendar-url" className="block text-sm font-medium text-navy-900">
          {has ? "Replace with another address" : "Private calendar address"}
        </label>
        <input
          id="calendar-url"
          name="url"
          type="url"
          required
          autoComplete="off"
          defaultValue={typed ?? ""}
          placeholder="https://…/calendar.ics"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "calendar-url-error" : "calendar-url-help"}
          className={controlClass(!!error, "h-11 w-full max-w-2xl")}
        />
        {error ? (
          <p id="calendar-url-error" role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : (
          <p id="calendar-url-help" className="text-sm text-slate-600">
            It starts with https:// and usually ends with .ics.
          </p>
        )}
        <button type="submit" className={buttonClass("secondary", "md")}>
          {has ? "Replace" : "Save address"}
        </button>
      </form>
      {has && (
        <form method="post" action={`${action}/remove`}>
          <button type="submit" className={buttonClass("outline", "sm")}>
            Remove the address
          </button>
        </form>
      )}
      <details open={!has} className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold text-navy-900">Where to find the address</summary>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>
            <strong>Outlook</strong> (Microsoft 365 on the web): Settings → Calendar → Shared calendars →
            Publish a calendar → choose the calendar and “Can view when I'm busy” → Publish → copy the ICS
            link.
          </li>
          <li>
            <strong>Google Calendar</strong>: Settings → the calendar under “Settings for my calendars” →
            Integrate calendar → copy “Secret address in iCal format”.
          </li>
        </ul>
      </details>
    </section>
  );
}

function FeedOut({ host }: { host: HostSummary }) {
  const base = `${hostPanelPath(host.id)}/feed`;
  return (
    <section aria-labelledby="host-feed" className="space-y-4">
      <h2 id="host-feed" className="text-xl font-bold text-navy-900">
        Bookings in {host.name}'s calendar
      </h2>
      <p className="text-sm text-slate-600">
        A private address {host.name}'s calendar can subscribe to (Outlook: Add calendar → Subscribe from web;
        Google: Other calendars → From URL). It lists the confirmed bookings with {host.name}.
      </p>
      {host.feed.enabled && host.feed.url ? (
        <>
          <div>
            <label htmlFor="feed-url" className="block text-sm font-medium text-navy-900">
              Address to subscribe to (copy it; anyone who has it sees these bookings)
            </label>
            <input
              id="feed-url"
              readOnly
              value={host.feed.url}
              className={controlClass(false, "h-11 w-full max-w-2xl font-mono text-sm")}
            />
          </div>
          <form method="post" action={`${base}/revoke`}>
            <button type="submit" className={buttonClass("outline", "sm")}>
              Stop this address (make a new one)
            </button>
          </form>
        </>
      ) : (
        <form method="post" action={`${base}/on`}>
          <button type="submit" className={buttonClass("secondary", "md")}>
            Turn on
          </button>
        </form>
      )}
      <p className="text-sm text-slate-700">
        Whether requests waiting for confirmation are listed too, and whether clients' names are shown, are
        choices on{" "}
        <a href={hostEditPath(host.id)} className="font-semibold text-sea-700 underline underline-offset-2">
          {host.name}'s details
        </a>
        .
      </p>
      <p data-feed-note className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        {FEED_REFRESH_NOTE}
      </p>
    </section>
  );
}

/** Site → Consultations → a lawyer: their calendar's busy times in, their bookings out. Plain forms. */
export function HostPanelPage({
  host,
  now,
  error,
  typed,
}: {
  host: HostSummary;
  now: number;
  /** The refused address's problem, shown beside the field with what was typed. */
  error?: string | undefined;
  typed?: string | undefined;
}) {
  return (
    <AdminPage
      title={host.name}
      intro={`A lawyer taking bookings. Invitations go to ${host.email}.`}
      actions={
        <>
          <a href={hostEditPath(host.id)} className={buttonClass("outline", "sm")}>
            Edit details and hours
          </a>
          <a
            href={`/admin/bookings/week?host=${encodeURIComponent(host.id)}`}
            className={buttonClass("outline", "sm")}
          >
            Week view
          </a>
          <a href={CONSULTATIONS_PATH} className={buttonClass("ghost", "sm")}>
            Back to Consultations
          </a>
        </>
      }
    >
      <div className="space-y-10">
        <CalendarAddress host={host} now={now} error={error} typed={typed} />
        <FeedOut host={host} />
      </div>
    </AdminPage>
  );
}
