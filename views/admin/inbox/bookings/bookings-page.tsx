import type { BookingPage, ConflictMatch } from "../../../../src/booking";
import { AdminPage } from "../../../layout/admin-page";
import { LogoutButton } from "../../../layout/logout-button.island";
import { ButtonLink, buttonClass } from "../../../ui/button";
import { Island } from "../../../ui/island";
import { SearchBox } from "../../../ui/search-box";
import { BookingCard } from "./booking-card";
import {
  BOOKING_VIEWS,
  BOOKINGS_API,
  BOOKINGS_PATH,
  type BookingListView,
  VIEW_LABELS,
} from "./booking-words";

/** What the list shows, as its address holds it. `all`: every booking (where a conflict's link leads). */
export interface BookingsParams {
  view: BookingListView | "all";
  q: string;
  page: number;
}

/** The list's address for these parameters (defaults left out), for links, forms' return and paging. */
export function bookingsHref(p: Partial<BookingsParams>): string {
  const sp = new URLSearchParams();
  if (p.view && p.view !== "requested") sp.set("view", p.view);
  if (p.q) sp.set("q", p.q);
  if (p.page && p.page > 1) sp.set("page", String(p.page));
  const s = sp.toString();
  return s ? `${BOOKINGS_PATH}?${s}` : BOOKINGS_PATH;
}

const EMPTY: Record<BookingsParams["view"], string> = {
  requested: "No requests are waiting for an answer.",
  upcoming: "No confirmed consultations are coming up.",
  past: "No consultations have taken place yet.",
  cancelled: "No bookings were declined, expired or cancelled.",
  all: "No bookings yet.",
};

const n = (x: number) => x.toLocaleString("en-US");

function summary(p: BookingsParams, data: BookingPage): string {
  if (data.total === 0) return p.q ? `No bookings match “${p.q}” here.` : EMPTY[p.view];
  const what = `${n(data.total)} ${data.total === 1 ? "booking" : "bookings"}`;
  const page = data.pages > 1 ? ` Page ${n(data.page)} of ${n(data.pages)}.` : "";
  return `${what}${p.q ? ` matching “${p.q}”` : ""}.${page}`;
}

/**
 * Consultation bookings beside the enquiries: the views (Requested, Upcoming, Past, Cancelled) with their
 * counts, a search by name, e-mail address or party, pages, a CSV download, and a card per booking. Every
 * control is a link, a GET form or a POST form: it all works without JavaScript.
 */
export function BookingsPage({
  params,
  data,
  conflicts,
  now,
  mailEnabled,
}: {
  params: BookingsParams;
  data: BookingPage;
  conflicts: Record<string, ConflictMatch[]>;
  now: number;
  mailEnabled: boolean;
}) {
  const back = bookingsHref(params);
  const csv = `${BOOKINGS_API}/export.csv?${new URLSearchParams({
    ...(params.view === "all" ? {} : { view: params.view }),
    ...(params.q ? { q: params.q } : {}),
  }).toString()}`;
  return (
    <AdminPage
      title="Bookings"
      intro="Consultations booked on the site. A request holds its time until you confirm or decline it; after the meeting, record how it went."
      actions={
        <>
          <ButtonLink href="/admin/contact-submissions" variant="outline" size="sm">
            Enquiries
          </ButtonLink>
          <ButtonLink href={`${BOOKINGS_PATH}/week`} variant="outline" size="sm">
            Week view
          </ButtonLink>
          <ButtonLink href="/admin/site/consultations" variant="ghost" size="sm">
            Set up consultations
          </ButtonLink>
          <Island of={LogoutButton} props={{}} />
        </>
      }
    >
      <div className="space-y-6">
        {!mailEnabled && (
          <section
            aria-labelledby="bookings-mail-off"
            data-mail-status="off"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <h2 id="bookings-mail-off" className="text-base font-semibold">
              No e-mail is sent: e-mail is not set up
            </h2>
            <p className="mt-1">
              The site is not set up to send e-mail, so neither the firm nor the client is e-mailed about
              bookings: check this screen for new requests, and tell clients yourself when you confirm,
              decline or cancel. Whoever runs the server can set up the site's e-mail.
            </p>
          </section>
        )}
        <SearchBox
          action={BOOKINGS_PATH}
          label="Search bookings"
          placeholder="Search by name, e-mail or other party"
          text={params.q}
          searched={params.q}
          clearHref={bookingsHref({ view: params.view })}
        >
          {params.view !== "requested" && <input type="hidden" name="view" value={params.view} />}
        </SearchBox>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav aria-label="Show bookings">
            <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
              {BOOKING_VIEWS.map((v) => {
                const current = params.view === v;
                return (
                  <li key={v}>
                    <a
                      href={bookingsHref({ view: v, q: params.q })}
                      aria-current={current ? "page" : undefined}
                      className={`inline-flex min-h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold ${
                        current ? "bg-white text-navy-900 shadow-sm" : "text-slate-700 hover:bg-white/60"
                      }`}
                    >
                      {VIEW_LABELS[v]}
                      <span
                        data-count={v}
                        className="rounded-full bg-navy-100 px-2 py-0.5 text-xs text-navy-900"
                      >
                        {n(data.counts[v])}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <a href={csv} download className={buttonClass("outline", "sm")}>
            Download CSV
          </a>
        </div>
        <p role="status" className="text-sm text-slate-600">
          {summary(params, data)}
        </p>
        {data.items.length > 0 && (
          <ul className="space-y-4">
            {data.items.map((b) => (
              <li key={b.id}>
                <BookingCard booking={b} conflicts={conflicts[b.id] ?? []} now={now} back={back} />
              </li>
            ))}
          </ul>
        )}
        {data.pages > 1 && (
          <nav aria-label="Pages of bookings" className="flex flex-wrap items-center justify-between gap-3">
            {data.page > 1 ? (
              <a
                href={bookingsHref({ ...params, page: data.page - 1 })}
                rel="prev"
                className={buttonClass("outline", "sm")}
              >
                ‹ Previous
              </a>
            ) : (
              <span />
            )}
            {data.page < data.pages && (
              <a
                href={bookingsHref({ ...params, page: data.page + 1 })}
                rel="next"
                className={buttonClass("outline", "sm")}
              >
                Next ›
              </a>
            )}
          </nav>
        )}
      </div>
    </AdminPage>
  );
}
