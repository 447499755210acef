/**
 * The people of the firm: added as a draft (not public until published), taken off the site while their
 * revisions stay (refused while a page shows them), and put in order.
 */
import { recordEvent } from "../audit";
import type { Core } from "./core";
import { type Actor, type ItemView, latest, NOT_FOUND, type Outcome, titleOf, viewOf } from "./items";

export function createPeople(core: Core) {
  const { repos, now, validate, change, audit, findLive } = core;

  /** Adds a person as a draft (not on the site until published). */
  async function createPerson(actor: Actor, data: unknown): Promise<Outcome<ItemView>> {
    const checked = await validate("person", "new", data, "draft");
    if (!checked.ok) return { ok: false, status: 400, error: checked.error, fields: checked.fields };
    const name = typeof checked.data.name === "string" ? checked.data.name : "";
    const base =
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 60) || "person";
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = `${base}-${crypto.getRandomValues(new Uint8Array(2)).reduce((s, b) => s + b.toString(16).padStart(2, "0"), "")}`;
      if (
        await repos.content.create(
          "person",
          id,
          checked.data,
          { userId: actor.userId, username: actor.username },
          now(),
        )
      ) {
        await audit(actor, "content.create", { kind: "person", id }, titleOf("person", id, checked.data));
        return { ok: true, value: viewOf((await repos.content.find("person", id))!) };
      }
    }
    throw new Error("could not find a free id for a new person");
  }

  /** Takes a person off the site (their revisions stay). */
  async function removePerson(actor: Actor, id: string): Promise<Outcome<{ ok: true }>> {
    const row = await findLive("person", id);
    if (!row) return NOT_FOUND;
    const settings = await repos.content.find("settings", "firm");
    const home = await repos.content.find("page", "home");
    const using = [
      ...([
        settings?.published?.profileCorporateServices,
        settings?.published?.profileRegulatoryCompliance,
      ].includes(id)
        ? ["a practice page's profile (Firm settings)"]
        : []),
      ...(((home?.published?.teamPeople as string[] | undefined) ?? []).includes(id)
        ? ["the home page's team"]
        : []),
    ];
    if (using.length > 0)
      return {
        ok: false,
        status: 409,
        error: `${titleOf("person", id, latest(row))} is shown as ${using.join(" and ")}: choose someone else there first, or hide them instead.`,
      };
    const r = await change(
      actor,
      row,
      row.revision,
      { removed: true },
      { action: "remove", data: latest(row) ?? {}, wentLive: false, public: row.published !== null },
    );
    if (!r.ok) return r;
    await audit(actor, "content.remove", row, titleOf("person", id, latest(row)));
    return { ok: true, value: { ok: true } };
  }

  /** Puts the people in this order (every current person, each once). */
  async function orderPeople(actor: Actor, ids: unknown): Promise<Outcome<{ ok: true }>> {
    const current = (await repos.content.all())
      .filter((r) => r.kind === "person" && !r.removed)
      .map((r) => r.id);
    if (!Array.isArray(ids) || !ids.every((i) => typeof i === "string"))
      return {
        ok: false,
        status: 400,
        error: "ids must be a list of the people's ids",
        fields: { ids: "ids must be a list of the people's ids" },
      };
    const given = ids as string[];
    if (
      given.length !== current.length ||
      new Set(given).size !== given.length ||
      !given.every((i) => current.includes(i))
    )
      return {
        ok: false,
        status: 400,
        error: "ids must name every person exactly once",
        fields: { ids: "ids must name every person exactly once" },
      };
    await repos.content.order("person", given);
    await recordEvent(repos, {
      action: "content.order",
      actor: { userId: actor.userId, username: actor.username },
      ip: actor.ip,
      target: { type: "content", id: "person", label: "People" },
      at: now(),
    });
    return { ok: true, value: { ok: true } };
  }

  return { createPerson, removePerson, orderPeople };
}
