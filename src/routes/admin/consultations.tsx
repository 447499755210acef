import { type Context, Hono } from "hono";
import {
  type AppointmentTypeRow,
  CONSULTATIONS_PATH,
  ConsultationsPage,
} from "../../../views/admin/site/consultations/consultations";
import { HOST_KIND } from "../../../views/admin/site/consultations/host-paths";
import type { HostRow } from "../../../views/admin/site/consultations/hosts-list";
import type { ItemSummary, ListedKind } from "../../content";
import type { AppEnv } from "../../http/app-env";
import { renderPage } from "../../http/render";
import { formFields } from "../../http/request-body";
import { back, ROBOTS, SITE } from "../admin-site";
import { actorOf } from "../api/content";

const TYPE_KIND = "appointment-type";
/** The booking hours: a settings item of its own. */
const HOURS = { kind: "settings", id: "bookings" } as const;

/** A type's facts for the list, from the version visitors see (else the draft, for one never published). */
async function typeRow(c: Context<AppEnv>, s: ItemSummary): Promise<AppointmentTypeRow> {
  const item = await c.get("deps").content.get(s.kind, s.id);
  const live = item?.published ?? null;
  const latest = item?.draft ?? item?.scheduled ?? live ?? {};
  return {
    ...s,
    name: s.title,
    shown: live?.shown === true,
    minutes: typeof latest.minutes === "number" ? latest.minutes : null,
  };
}

/** A lawyer's row: the content item, with their calendar once published. */
async function hostRow(c: Context<AppEnv>, s: ItemSummary): Promise<HostRow> {
  return { ...s, name: s.title, summary: await c.get("deps").booking.host(s.id) };
}

/** The site's people a lawyer taking bookings is chosen among. */
const peopleOf = (c: Context<AppEnv>) =>
  c.get("site").content.people.map((p) => ({ id: p.id, name: p.name }));

const isHostKind = (kind: string) => kind === HOST_KIND;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function consultationsPage(
  c: Context<AppEnv>,
  add?: { name: string; error: string },
  addHost?: { person: string; email: string; errors: Record<string, string> },
) {
  const deps = c.get("deps");
  const items = await deps.content.list();
  const types = await Promise.all(items.filter((i) => i.kind === TYPE_KIND).map((i) => typeRow(c, i)));
  const hosts = await Promise.all(items.filter((i) => isHostKind(i.kind)).map((i) => hostRow(c, i)));
  const hours = items.find((i) => i.kind === HOURS.kind && i.id === HOURS.id);
  return renderPage(
    c,
    { title: "Consultations", description: "What visitors can book, and when.", robots: ROBOTS },
    <ConsultationsPage
      types={types}
      hours={hours}
      open={await deps.booking.open()}
      addError={add?.error}
      addName={add?.name}
      hosts={hosts}
      people={peopleOf(c)}
      now={(deps.now ?? Date.now)()}
      addHost={addHost}
    />,
    add || addHost ? 400 : 200,
  );
}

/**
 * Site → Consultations: the appointment types and the booking hours, each edited in the site's content
 * editor; adding a type asks only its name (it starts hidden). Closed to anyone signed out by the guard.
 */
export const adminConsultationsRoutes = new Hono<AppEnv>()
  .get(CONSULTATIONS_PATH, (c) => consultationsPage(c))
  .post(`${CONSULTATIONS_PATH}/types`, async (c) => {
    const name = ((await formFields(c)).name ?? "").trim().slice(0, 120);
    if (!name)
      return consultationsPage(c, {
        name,
        error: "Give the appointment type a name, e.g. Initial consultation.",
      });
    const r = await c.get("deps").content.createItem(actorOf(c), TYPE_KIND, { name });
    if (!r.ok) return consultationsPage(c, { name, error: r.fields?.name ?? r.error });
    return back(c, `${SITE}/${TYPE_KIND}/${r.value.id}`, {
      title: "Appointment Type Added",
      description: "It is a hidden draft: fill it in, tick “Shown to visitors”, then publish.",
    });
  })
  // Adding a lawyer asks who and where their invitations go; hours and the rest are in the editor.
  .post(`${CONSULTATIONS_PATH}/hosts`, async (c) => {
    const fields = await formFields(c);
    const person = (fields.person ?? "").trim();
    const email = (fields.email ?? "").trim().slice(0, 254);
    const errors: Record<string, string> = {};
    const who = peopleOf(c).find((p) => p.id === person);
    if (!who) errors.person = "Choose the lawyer among the site's people.";
    if (!EMAIL.test(email))
      errors.email = "Give the e-mail address their invitations go to, e.g. name@firm.ky.";
    if (!who || errors.email) return consultationsPage(c, undefined, { person, email, errors });
    const r = await c.get("deps").content.createItem(actorOf(c), HOST_KIND as ListedKind, { person, email });
    if (!r.ok)
      return consultationsPage(c, undefined, {
        person,
        email,
        errors: r.fields && Object.keys(r.fields).length > 0 ? r.fields : { person: r.error },
      });
    return back(c, `${SITE}/${HOST_KIND}/${r.value.id}`, {
      title: "Lawyer Added",
      description: "It is a draft: check the hours, then publish to offer this lawyer's times.",
    });
  });
