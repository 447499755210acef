import { type Context, Hono } from "hono";
import {
  type AppointmentTypeRow,
  CONSULTATIONS_PATH,
  ConsultationsPage,
} from "../../../views/admin/site/consultations/consultations";
import type { ItemSummary } from "../../content";
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

async function consultationsPage(c: Context<AppEnv>, add?: { name: string; error: string }) {
  const deps = c.get("deps");
  const items = await deps.content.list();
  const types = await Promise.all(items.filter((i) => i.kind === TYPE_KIND).map((i) => typeRow(c, i)));
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
    />,
    add ? 400 : 200,
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
  });
