/**
 * The naming rule that finds the browser's code: every views/…/<name>.island.tsx file is an island called
 * <name>, and it exports its component under that name in PascalCase (contact-form.island.tsx →
 * ContactForm). scripts/build-assets.ts builds one client entry per island from this list, and writes the
 * map the server's island marker reads names from; no list is kept by hand.
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { Glob } from "bun";

export interface IslandFile {
  /** The file's name without `.island.tsx`: the marker's data-island, the client entry's name. */
  name: string;
  /** The export that is the island's component. */
  component: string;
  /** The file, relative to the root. */
  file: string;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const componentOf = (name: string) =>
  name
    .split("-")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/** The islands under `root`/views, by name; throws with what to rename when the rule is broken. */
export function islandFiles(root: string): IslandFile[] {
  const transpiler = new Bun.Transpiler({ loader: "tsx" });
  const found = new Map<string, IslandFile>();
  for (const file of [...new Glob("views/**/*.island.tsx").scanSync(root)].sort()) {
    const name = basename(file, ".island.tsx");
    if (!NAME.test(name))
      throw new Error(
        `${file}: an island's file name is lower-case words joined by hyphens (contact-form.island.tsx)`,
      );
    const other = found.get(name);
    if (other)
      throw new Error(
        `Two islands are named "${name}": ${other.file} and ${file}. An island's name is its file's name: rename one of them.`,
      );
    const component = componentOf(name);
    if (!transpiler.scan(readFileSync(join(root, file), "utf8")).exports.includes(component))
      throw new Error(
        `${file} must export its component as ${component} (an island's component is named after its file)`,
      );
    found.set(name, { name, component, file });
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}
