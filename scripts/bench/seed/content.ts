/** The firm's own content (people, practice areas, revisions), written through the content capability. */
import { loadConfig } from "../../../src/config";
import { openDeps } from "../../../src/deps";
import { createLogger } from "../../../src/lib/logger";

/**
 * The firm's content at a larger firm's size: people added and published next to the sample's, practice
 * areas modelled on Employment Law, then people saved until the content holds `want.revisions` revisions.
 */
export async function seedContent(
  dataDir: string,
  want: { people: number; revisions: number; areas: number },
) {
  const deps = await openDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
  const actor = { userId: "bench", username: "bench", ip: undefined };
  try {
    const { content } = deps;
    const bio = "Advises on Cayman Islands corporate and regulatory matters. ".repeat(8).trim();
    for (let n = (await content.list()).filter((x) => x.kind === "person").length; n < want.people; n++) {
      const made = await content.createItem(actor, "person", {
        name: `Bench Person ${n}`,
        title: "Associate",
        homeTitle: "Associate",
        summary: `Bench Person ${n} advises clients across the Cayman Islands.`,
        bio: `${bio}\n\n${bio}`,
        education: ["LLB, University of the West Indies"],
        admissions: ["Cayman Islands Attorney-at-Law"],
        imageAlt: "",
      });
      if (!made.ok) throw new Error(made.error);
      const published = await content.publish(actor, "person", made.value.id);
      if (!published.ok) throw new Error(published.error);
    }
    // Practice areas modelled on Employment Law, up to `want.areas` in all.
    const model = (await content.get("practice-area", "employment-law"))!.published!;
    for (
      let n = (await content.list()).filter((x) => x.kind === "practice-area").length;
      n < want.areas;
      n++
    ) {
      const made = await content.createItem(actor, "practice-area", {
        ...model,
        title: `Bench Area ${n}`,
        slug: `bench-area-${n}`,
        navLabel: `Bench Area ${n}`,
        contactOption: `Bench Area ${n}`,
      });
      if (!made.ok) throw new Error(made.error);
      const published = await content.publish(actor, "practice-area", made.value.id);
      if (!published.ok) throw new Error(published.error);
    }
    const people = (await content.list()).filter((x) => x.kind === "person");
    let revisions = 0;
    for (const p of await content.list())
      revisions += ((await content.revisions(p.kind, p.id)) as { value: unknown[] }).value.length;
    for (let n = 0; revisions < want.revisions; n++, revisions++) {
      const p = people[n % people.length]!;
      const item = (await content.get("person", p.id))!;
      const saved = await content.save(actor, "person", p.id, item.revision, {
        title: `Associate (draft ${n})`,
      });
      if (!saved.ok) throw new Error(saved.error);
    }
    const areas = (await content.list()).filter((x) => x.kind === "practice-area").length;
    return { people: people.length, revisions, areas };
  } finally {
    deps.content.stop();
    await deps.repos.db.close();
  }
}
