/**
 * The layers of the code, held by its imports (docs/architecture.md draws them). From the top:
 * entry points → the app's assembly → routes → the request edge (src/http) → views → capabilities →
 * the database, storage and jobs → shared code and small leaves. An import may only run down, a
 * capability is entered only through its index.ts, the browser's code (every views/…/*.island.tsx and all
 * it imports) lies in src/shared and views, the public site and the admin areas stand on views/ui and
 * views/layout but never on each other, and no files import each other in a circle.
 */
import { describe, expect, test } from "bun:test";
import { existsSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { Glob } from "bun";

const root = join(import.meta.dir, "..");
const CAPABILITIES = [
  "alerts",
  "archive",
  "audit",
  "auth",
  "backup",
  "booking",
  "calendars",
  "contact",
  "content",
  "images",
  "inbox",
  "mail",
  "posts",
  "privacy",
  "stats",
];
const INFRA = ["db", "jobs", "storage"];

const files = [
  ...new Glob("src/**/*.{ts,tsx}").scanSync(root),
  ...new Glob("views/**/*.{ts,tsx}").scanSync(root),
].filter((f) => !/\.test\.tsx?$/.test(f) && !f.startsWith("src/generated/") && !f.startsWith("src/client/"));

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(from: string, spec: string): string | undefined {
  const base = relative(root, resolve(root, dirname(from), spec));
  return EXTENSIONS.map((e) => base + e).find(
    (p) => existsSync(join(root, p)) && statSync(join(root, p)).isFile(),
  );
}

/** Every file's imports of other files of the tree (type-only imports included: they tie files too). */
const graph = new Map<string, string[]>();
for (const f of files) {
  const text = await Bun.file(join(root, f)).text();
  const targets = [...text.matchAll(IMPORT)]
    .map((m) => resolveImport(f, m[1]!))
    .filter((t): t is string => t !== undefined && /\.tsx?$/.test(t));
  graph.set(f, [...new Set(targets)]);
}

/** "src/inbox/notes.ts" → "inbox"; "views/site/home.tsx" → "views"; "src/app.ts" → "app". */
function folderOf(file: string): string {
  if (file.startsWith("views/")) return "views";
  const parts = file.split("/");
  return parts.length > 2 ? parts[1]! : parts[1]!.replace(/\.tsx?$/, "");
}

type Layer = "entry" | "app" | "routes" | "http" | "views" | "capability" | "infra" | "shared" | "leaf";
function layerOf(file: string): Layer {
  const folder = folderOf(file);
  if (folder === "server" || folder === "cli" || folder === "helper") return "entry";
  if (folder === "app" || folder === "deps" || folder === "background-jobs") return "app";
  if (folder === "routes") return "routes";
  if (folder === "http") return "http";
  if (folder === "views") return "views";
  if (CAPABILITIES.includes(folder)) return "capability";
  if (INFRA.includes(folder) || folder === "config" || folder === "config-mail" || folder === "env-reader")
    return "infra";
  if (folder === "shared") return "shared";
  if (folder === "lib" || folder === "generated" || folder === "types.d") return "leaf";
  throw new Error(`${file}: which layer is this? Add its folder to src/layers.test.ts`);
}
const ORDER: Layer[] = ["entry", "app", "routes", "http", "views", "capability", "infra", "shared", "leaf"];
const rank = (l: Layer) => ORDER.indexOf(l);

const edges = [...graph].flatMap(([from, tos]) => tos.map((to) => ({ from, to })));

describe("imports run down the layers", () => {
  test("every file belongs to a layer, and the walk sees the whole tree", () => {
    expect(files.length).toBeGreaterThan(150);
    expect(edges.length).toBeGreaterThan(300);
    for (const f of files) expect(ORDER).toContain(layerOf(f));
  });

  test("no import runs up a layer (capabilities may use each other's doors, never a route, the request edge or a view)", () => {
    const up = edges
      .filter(({ from, to }) => rank(layerOf(to)) < rank(layerOf(from)))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(up).toEqual([]);
  });

  test("the browser's code, every island and all it imports, lies in src/shared and views", () => {
    const islands = files.filter((f) => f.endsWith(".island.tsx"));
    expect(islands.length).toBeGreaterThan(15);
    const reach = new Set(islands);
    for (const f of reach) for (const to of graph.get(f) ?? []) reach.add(to);
    expect(reach.size).toBeGreaterThan(islands.length + 10);
    expect([...reach].filter((f) => !f.startsWith("views/") && !f.startsWith("src/shared/"))).toEqual([]);
  });

  test("views never reach the database, storage or the request", () => {
    const bad = edges
      .filter(({ from }) => layerOf(from) === "views")
      .filter(({ to }) => ["db", "storage", "jobs", "http", "routes"].includes(folderOf(to)))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(bad).toEqual([]);
  });

  test("shared code imports only shared code (it runs in the browser too)", () => {
    const bad = edges
      .filter(({ from }) => layerOf(from) === "shared")
      .filter(({ to }) => layerOf(to) !== "shared")
      .map(({ from, to }) => `${from} → ${to}`);
    expect(bad).toEqual([]);
  });

  test("a capability is entered only through its index.ts", () => {
    const bad = edges
      .filter(({ to }) => CAPABILITIES.includes(folderOf(to)) || INFRA.includes(folderOf(to)))
      .filter(({ from, to }) => folderOf(from) !== folderOf(to))
      .filter(({ to }) => !/\/index\.tsx?$/.test(to))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(bad).toEqual([]);
  });
});

/**
 * The parts of views/: shared building blocks (ui), the frame of every page (layout), the public site, and
 * one folder per admin area. "views/admin/inbox/notes.tsx" → "admin/inbox".
 */
function viewPartOf(file: string): string {
  const parts = file.split("/");
  if (["ui", "layout", "site"].includes(parts[1]!) && parts.length > 2) return parts[1]!;
  if (parts[1] === "admin" && parts.length > 3) return `admin/${parts[2]}`;
  throw new Error(`${file}: views/ holds ui/, layout/, site/ and admin/<area>/; which is this?`);
}
/** What each part may import besides itself: the layers inside views/. */
const VIEW_PART_MAY_USE: Record<string, string[]> = { ui: [], layout: ["ui"], site: ["layout", "ui"] };
const viewPartMayUse = (part: string) => VIEW_PART_MAY_USE[part] ?? ["layout", "ui"];

test("the public site and each admin area stand on views/ui and views/layout, never on each other", () => {
  const viewEdges = edges.filter(({ from, to }) => from.startsWith("views/") && to.startsWith("views/"));
  expect(new Set(files.filter((f) => f.startsWith("views/")).map(viewPartOf)).size).toBeGreaterThan(8);
  const bad = viewEdges
    .filter(({ from, to }) => viewPartOf(from) !== viewPartOf(to))
    .filter(({ from, to }) => !viewPartMayUse(viewPartOf(from)).includes(viewPartOf(to)))
    .map(({ from, to }) => `${from} → ${to}`);
  expect(bad).toEqual([]);
});

test("no files import each other in a circle", () => {
  const circles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, "open");
    stack.push(f);
    for (const to of graph.get(f) ?? []) {
      if (state.get(to) === "open") circles.push([...stack.slice(stack.indexOf(to)), to].join(" → "));
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(f, "done");
  };
  for (const f of files) if (!state.has(f)) visit(f);
  expect(circles).toEqual([]);
});
