import { AdminPage } from "../../../layout/admin-page";
import { buttonClass } from "../../../ui/button";
import { controlClass } from "../../../ui/field";
import { ContentStatus, type ContentStatusInfo } from "../content-status";
import { CONSULTATIONS_PATH } from "./consultations-path";
import { type AddHostForm, type HostRow, HostsList } from "./hosts-list";

export { CONSULTATIONS_PATH };

/** An appointment type as the list shows it. */
export interface AppointmentTypeRow extends ContentStatusInfo {
  id: string;
  name: string;
  /** Offered on the site in its published version (a draft's choice counts once published). */
  shown: boolean;
  minutes: number | null;
}

const editHref = (kind: string, id: string) => `/admin/site/${kind}/${encodeURIComponent(id)}`;

/**
 * Site → Consultations: what visitors can book, and when. The appointment types and the booking hours are
 * content like the rest of the site (drafts, preview, revisions), each edited in the same editor; this
 * screen lists them and says in plain words what turning one on does.
 */
export function ConsultationsPage({
  types,
  hours,
  open,
  addError,
  addName = "",
  hosts,
  people,
  now,
  addHost,
}: {
  types: AppointmentTypeRow[];
  /** The booking hours item (weekly schedule and dated exceptions); undefined if the site has none. */
  hours: (ContentStatusInfo & { kind: string; id: string; title: string }) | undefined;
  /** At least one type is shown: "Schedule Consultation" leads to the booking page. */
  open: boolean;
  addError?: string | undefined;
  addName?: string;
  hosts: HostRow[];
  people: { id: string; name: string }[];
  now: number;
  addHost?: AddHostForm | undefined;
}) {
  return (
    <AdminPage
      title="Consultations"
      intro="Let visitors book a consultation on the site. Turn on a type to let visitors book it; every “Schedule Consultation” button then leads to the booking page."
      actions={
        <>
          <a href="/admin/bookings" className={buttonClass("outline", "sm")}>
            Bookings
          </a>
          <a href="/admin/site" className={buttonClass("ghost", "sm")}>
            Back to Site
          </a>
        </>
      }
    >
      <div className="space-y-10">
        <p
          data-booking-open={open ? "yes" : "no"}
          className={`rounded-xl border p-4 text-sm ${
            open
              ? "border-emerald-300 bg-emerald-50 text-emerald-950"
              : "border-slate-200 bg-white text-slate-700"
          }`}
        >
          {open
            ? "Booking is on: every “Schedule Consultation” button leads to the booking page, where visitors choose a type, a day and a time."
            : "Booking is off: every “Schedule Consultation” button leads to the contact form, as before. To turn it on, open a type, tick “Offered on the site” and publish it."}
        </p>
        <section aria-labelledby="consultation-types">
          <h2 id="consultation-types" className="text-xl font-bold text-navy-900">
            Appointment types
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            What a visitor can book: its length, when it can be booked, where it takes place, the questions
            asked and the notice shown before booking. A request waits for your confirmation unless the type
            says otherwise.
          </p>
          {types.length > 0 ? (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
              {types.map((t) => (
                <li key={t.id} data-type={t.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <span className="min-w-0 flex-1">
                    <a
                      href={editHref("appointment-type", t.id)}
                      className="font-semibold text-navy-900 hover:text-sea-700"
                    >
                      {t.name}
                    </a>
                    <span className="ml-2 text-sm text-slate-600">
                      {t.minutes ? `${t.minutes} minutes` : ""}
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-2">
                      <span
                        data-shown={t.shown ? "yes" : "no"}
                        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                          t.shown ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"
                        }`}
                      >
                        {t.shown ? "Offered on the site" : "Not offered"}
                      </span>
                      <ContentStatus info={t} />
                    </span>
                  </span>
                  <a href={editHref("appointment-type", t.id)} className={buttonClass("outline", "sm")}>
                    Edit<span className="sr-only"> {t.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
              No appointment types yet: add one below.
            </p>
          )}
          <form
            method="post"
            action={`${CONSULTATIONS_PATH}/types#add-appointment-type`}
            id="add-appointment-type"
            className="mt-4 flex flex-wrap items-end gap-3"
          >
            <div>
              <label htmlFor="new-type" className="block text-sm font-medium text-navy-900">
                Add an appointment type
              </label>
              <input
                id="new-type"
                name="name"
                required
                maxLength={120}
                defaultValue={addName}
                placeholder="e.g. Immigration consultation"
                aria-invalid={addError ? true : undefined}
                aria-describedby={addError ? "new-type-error" : undefined}
                className={controlClass(!!addError, "h-11 w-80 max-w-full")}
              />
              {addError && (
                <p id="new-type-error" role="alert" className="mt-1 text-sm text-red-800">
                  {addError}
                </p>
              )}
            </div>
            <button type="submit" className={buttonClass("secondary", "md")}>
              Add appointment type
            </button>
          </form>
          <p className="mt-2 text-sm text-slate-600">
            It is added as a hidden draft: fill it in, tick “Offered on the site” when it is ready, then
            publish.
          </p>
        </section>
        <HostsList hosts={hosts} people={people} now={now} add={addHost} />
        <section aria-labelledby="consultation-hours">
          <h2 id="consultation-hours" className="text-xl font-bold text-navy-900">
            When the firm takes bookings
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            The weekly hours in Cayman time (at first the office hours), and dated exceptions: public holidays
            and absences, closed all day or with other hours. No time outside them is offered.
          </p>
          {hours ? (
            <ul className="mt-3 rounded-xl border border-slate-200 bg-white shadow-sm">
              <li className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span className="min-w-0 flex-1">
                  <a
                    href={editHref(hours.kind, hours.id)}
                    className="font-semibold text-navy-900 hover:text-sea-700"
                  >
                    {hours.title}
                  </a>
                  <span className="ml-3">
                    <ContentStatus info={hours} />
                  </span>
                </span>
                <a href={editHref(hours.kind, hours.id)} className={buttonClass("outline", "sm")}>
                  Edit<span className="sr-only"> {hours.title}</span>
                </a>
              </li>
            </ul>
          ) : (
            <p className="mt-3 text-slate-600">The booking hours are not set up on this site.</p>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
