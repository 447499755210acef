/**
 * Islands are found by their file names: every views/…/<name>.island.tsx is the island <name>, exporting
 * its component under that name in PascalCase. The build refuses two islands of one name and an island
 * file without its component, saying what to rename; the marker writes the name the build gave the
 * component it is handed, and refuses a component that is no island.
 */
import { describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { renderToString } from "react-dom/server";
import { islandFiles } from "../../scripts/island-files";
import { Island, IslandContext, newIslandCollector } from "./island";

const root = join(import.meta.dir, "..", "..");

/** A views/ tree of its own, with these files. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "island-files-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("the naming rule", () => {
  test("finds every island of the site, named after its file, each exporting its component", async () => {
    const islands = islandFiles(root);
    expect(islands.map((i) => i.name)).toContain("contact-form");
    expect(islands.length).toBeGreaterThanOrEqual(17);
    for (const i of islands) {
      expect(basename(i.file)).toBe(`${i.name}.island.tsx`);
      expect(typeof (await import(join(root, i.file)))[i.component]).toBe("function");
    }
    expect(islands.find((i) => i.name === "submissions-list")).toEqual({
      name: "submissions-list",
      component: "SubmissionsList",
      file: "views/admin/inbox/submissions-list.island.tsx",
    });
  });

  test("two islands of one name are refused, naming both files", () => {
    const dir = tree({
      "views/site/notice.island.tsx": "export function Notice() { return null; }",
      "views/admin/posts/notice.island.tsx": "export function Notice() { return null; }",
    });
    expect(() => islandFiles(dir)).toThrow(
      "Two islands are named \"notice\": views/admin/posts/notice.island.tsx and views/site/notice.island.tsx. An island's name is its file's name: rename one of them.",
    );
  });

  test("an island file without its component is refused, naming the export it needs", () => {
    const dir = tree({ "views/site/quote-box.island.tsx": "export function QuoteForm() { return null; }" });
    expect(() => islandFiles(dir)).toThrow(
      "views/site/quote-box.island.tsx must export its component as QuoteBox",
    );
  });
});

function Greeting({ who }: { who: string }) {
  return <p>Hello {who}</p>;
}
function NotAnIsland() {
  return <p />;
}

describe("the island marker", () => {
  test("writes the build's name for the component it is handed, with its props, and records it", () => {
    const collector = newIslandCollector(new Map([[Greeting, "greeting"]]));
    const html = renderToString(
      <IslandContext.Provider value={collector}>
        <Island of={Greeting} props={{ who: "Cayman" }} />
      </IslandContext.Provider>,
    );
    expect(html).toBe(
      '<div class="contents" data-island="greeting" data-island-prefix="i0-" data-props="{&quot;who&quot;:&quot;Cayman&quot;}"><p>Hello <!-- -->Cayman</p></div>',
    );
    expect([...collector.used]).toEqual(["greeting"]);
  });

  test("refuses a component that is no island, saying what an island is", () => {
    const collector = newIslandCollector(new Map([[Greeting, "greeting"]]));
    expect(() =>
      renderToString(
        <IslandContext.Provider value={collector}>
          <Island of={NotAnIsland} props={{}} />
        </IslandContext.Provider>,
      ),
    ).toThrow("NotAnIsland is not an island");
  });
});
