/**
 * The items staff add and remove, people and practice areas: added as a draft (not public until
 * published), taken off the site while their revisions stay (a person is refused while a page shows
 * them), brought back from a revision (as a draft again), and put in order.
 */
import { recordEvent } from "../audit";
import type { Core } from "./core";
import type { ListedKind } from "./fields";
import { type Actor, type ItemView, latest, NOT_FOUND, type Outcome, titleOf, viewOf } from "./items";
import { appointmentTypes } from "./seed/booking";
import { withAddedFields } from "./upgrade";

const NOUN: Record<ListedKind, { one: string; list: string }> = {
  person: { one: "person", list: "People" },
  "practice-area": { one: "practice area", list: "Practice areas" },
  "appointment-type": { one: "appointment type", list: "Appointment types" },
  "booking-host": { one: "lawyer taking bookings", list: "Lawyers taking bookings" },
  "case-result": { one: "case result", list: "Case results" },
  testimonial: { one: "testimonial", list: "Testimonials" },
};

/** "Family Law & Trusts" → "family-law-trusts": a new item's id (a short random suffix keeps it unique). */
const idBase = (name: string, fallback: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || fallback;

/**
 * A new practice area starts with its choices made (offered for posts, the firm's logo, in the footer's
 * Practice Areas) and every text it was not given empty: the pages then name it by its title and
 * introduce it with its summary, and nothing of the sample's shows.
 */
const AREA_DEFAULTS: Record<string, unknown> = {
  inPostEditor: true,
  logo: "global",
  logoCaption: "",
  footerGroup: "practice",
  teamLink: "/our-people",
};

/**
 * A new appointment type starts with the sample's rules (30 minutes, confirmation by the firm, reminders
 * 24 and 2 hours before, its notice) and not offered on the site until staff turn it on.
 */
const typeDefaults = (): Record<string, unknown> => {
  const { id: _id, name: _name, ...rules } = structuredClone(appointmentTypes[0]!);
  return { ...rules, shown: false };
};

export function createListed(core: Core) {
  const { repos, now, validate, change, audit, findLive } = core;

  /**
   * What a new practice area cannot do without: a title, a web address no other area has, and a summary;
   * a message per field that lacks it.
   */
  async function areaProblems(data: Record<string, unknown>): Promise<Record<string, string>> {
    const fields: Record<string, string> = {};
    if (!data.title) fields.title = "Title is required";
    if (!data.slug) fields.slug = "Web address is required";
    if (!data.description) fields.description = "Summary is required";
    if (data.slug) {
      const other = (await repos.content.all()).find(
        (r) => r.kind === "practice-area" && !r.removed && latest(r)?.slug === data.slug,
      );
      if (other)
        fields.slug = `${titleOf(other.kind, other.id, latest(other))} already has the web address /services/${String(data.slug)}: choose another.`;
    }
    return fields;
  }

  /** Adds an item as a draft (not on the site until published). */
  async function createItem(actor: Actor, kind: ListedKind, data: unknown): Promise<Outcome<ItemView>> {
    const checked = await validate(kind, "new", data, "draft");
    if (!checked.ok) {
      // Every field's message at once: a bad address does not hide a missing title.
      const given = data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {};
      const missing =
        kind === "practice-area" ? await areaProblems({ ...given, slug: given.slug ?? "" }) : {};
      const fields = { ...missing, ...checked.fields };
      return { ok: false, status: 400, error: Object.values(fields).join(". "), fields };
    }
    if (kind === "practice-area") {
      const fields = await areaProblems(checked.data);
      if (Object.keys(fields).length > 0)
        return { ok: false, status: 400, error: Object.values(fields).join(". "), fields };
      checked.data = { ...AREA_DEFAULTS, ...checked.data };
    }
    if (kind === "booking-host") {
      if (!checked.data.person)
        return {
          ok: false,
          status: 400,
          error: "Person is required",
          fields: { person: "Person is required" },
        };
      // A new lawyer's own hours start as the firm's booking hours, so turning them on changes nothing yet.
      const hours = (await repos.content.find("settings", "bookings"))?.published?.weekly;
      checked.data = { ...(hours ? { weekly: structuredClone(hours) } : {}), ...checked.data };
    }
    if (kind === "appointment-type") {
      if (!checked.data.name)
        return { ok: false, status: 400, error: "Name is required", fields: { name: "Name is required" } };
      checked.data = { ...typeDefaults(), ...checked.data };
    }
    // A new item holds the fields added since its kind was first stored, as a stored one does (so the
    // next start has nothing to bring in); the rest stay out until staff fill them in.
    checked.data = withAddedFields(kind, "new", checked.data) ?? checked.data;
    const named =
      kind === "practice-area"
        ? (checked.data.slug ?? checked.data.title)
        : kind === "booking-host"
          ? checked.data.person
          : kind === "case-result"
            ? checked.data.title
            : kind === "testimonial"
              ? "testimonial"
              : checked.data.name;
    const base = idBase(
      typeof named === "string" ? named : "",
      kind === "person"
        ? "person"
        : kind === "practice-area"
          ? "area"
          : kind === "booking-host"
            ? "lawyer"
            : kind === "case-result"
              ? "result"
              : kind === "testimonial"
                ? "testimonial"
                : "appointment",
    );
    for (let attempt = 0; attempt < 5; attempt++) {
      const suffix = crypto
        .getRandomValues(new Uint8Array(2))
        .reduce((s, b) => s + b.toString(16).padStart(2, "0"), "");
      const id = `${base}-${suffix}`;
      const author = { userId: actor.userId, username: actor.username };
      if (await repos.content.create(kind, id, checked.data, author, now())) {
        await audit(actor, "content.create", { kind, id }, titleOf(kind, id, checked.data));
        return { ok: true, value: viewOf((await repos.content.find(kind, id))!) };
      }
    }
    throw new Error(`could not find a free id for a new ${NOUN[kind].one}`);
  }

  /** Where a person is shown by another item (they cannot be removed from under it). */
  async function showing(id: string): Promise<string[]> {
    const where: string[] = [];
    for (const row of await repos.content.all()) {
      if (row.removed || !row.published) continue;
      if (row.kind === "page" && row.id === "home" && (row.published.teamPeople as string[]).includes(id))
        where.push("the home page's team");
      if (row.kind === "practice-area" && row.published.profile === id)
        where.push(`the profile on ${titleOf(row.kind, row.id, row.published)}`);
    }
    return where;
  }

  /** Takes an item off the site (its revisions stay, and it can be brought back from one). */
  async function removeItem(actor: Actor, kind: ListedKind, id: string): Promise<Outcome<{ ok: true }>> {
    const row = await findLive(kind, id);
    if (!row) return NOT_FOUND;
    const name = titleOf(kind, id, latest(row));
    if (kind === "person") {
      const using = await showing(id);
      if (using.length > 0)
        return {
          ok: false,
          status: 409,
          error: `${name} is shown as ${using.join(" and ")}: choose someone else there first, or hide them instead.`,
        };
    }
    const r = await change(
      actor,
      row,
      row.revision,
      { removed: true },
      { action: "remove", data: latest(row) ?? {}, wentLive: false, public: row.published !== null },
    );
    if (!r.ok) return r;
    await audit(actor, "content.remove", row, name);
    return { ok: true, value: { ok: true } };
  }

  /** Puts the items of a kind in this order (every current one, each once). */
  async function orderItems(actor: Actor, kind: ListedKind, ids: unknown): Promise<Outcome<{ ok: true }>> {
    const current = (await repos.content.all()).filter((r) => r.kind === kind && !r.removed).map((r) => r.id);
    const refuse = (message: string): Outcome<{ ok: true }> => ({
      ok: false,
      status: 400,
      error: message,
      fields: { ids: message },
    });
    if (!Array.isArray(ids) || !ids.every((i) => typeof i === "string"))
      return refuse(`ids must be a list of the ${NOUN[kind].one} ids`);
    const given = ids as string[];
    if (
      given.length !== current.length ||
      new Set(given).size !== given.length ||
      !given.every((i) => current.includes(i))
    )
      return refuse(`ids must name every ${NOUN[kind].one} exactly once`);
    await repos.content.order(kind, given);
    await recordEvent(repos, {
      action: "content.order",
      actor: { userId: actor.userId, username: actor.username },
      ip: actor.ip,
      target: { type: "content", id: kind, label: NOUN[kind].list },
      at: now(),
    });
    return { ok: true, value: { ok: true } };
  }

  return { createItem, removeItem, orderItems };
}
