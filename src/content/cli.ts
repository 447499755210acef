/**
 * `firm-site content export [FILE] [--images DIR]` and `firm-site content import FILE [--publish]
 * [--images DIR]`: the whole site as one JSON document, and back. Problems are one line each, with their
 * path in the document; the exit code says whether anything changed.
 */
import { mkdir } from "node:fs/promises";
import { basename, join } from "node:path";
import { filesOf, recordsOf } from "../images";
import type { Content } from "./content";

export const CONTENT_USAGE = `  firm-site content export [FILE] [--images DIR]
                                         the published site (settings, pages, people, practice areas)
                                         as one JSON document (standard output without FILE); with
                                         --images, the uploaded images it uses are copied into DIR
  firm-site content import FILE [--publish] [--images DIR]
                                         load a document as drafts (or publish it: the site becomes the
                                         document); images it names come from DIR; nothing changes when
                                         any part is wrong`;

interface Parsed {
  file?: string;
  images?: string;
  publish: boolean;
}

function parse(args: string[]): Parsed | string {
  const out: Parsed = { publish: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--publish") out.publish = true;
    else if (a === "--images") {
      const dir = args[++i];
      if (!dir) return "--images needs a folder";
      out.images = dir;
    } else if (a.startsWith("-")) return `unknown option ${a}`;
    else if (out.file) return `one file only (${out.file}, then ${a})`;
    else out.file = a;
  }
  return out;
}

export async function runContentCommand(
  args: string[],
  deps: { content: Content; imagesContext: Parameters<typeof filesOf>[0] },
): Promise<number> {
  const [command, ...rest] = args;
  const p = parse(rest);
  if ((command !== "export" && command !== "import") || typeof p === "string") {
    if (typeof p === "string") console.error(p);
    console.error(`Usage:\n${CONTENT_USAGE}`);
    return 2;
  }
  if (command === "export") {
    if (p.publish) {
      console.error("--publish is for import");
      return 2;
    }
    const doc = await deps.content.exportDocument();
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (p.images) {
      await mkdir(p.images, { recursive: true });
      for (const record of await recordsOf(
        deps.imagesContext,
        doc.images.map((i) => i.url),
      ))
        for (const [name, bytes] of await filesOf(deps.imagesContext, record))
          await Bun.write(join(p.images, name), bytes);
    }
    if (p.file) {
      await Bun.write(p.file, text);
      console.log(
        `Wrote ${p.file}: ${doc.people.length} people, ${doc.practiceAreas.length} practice areas, ${Object.keys(doc.pages).length} pages, ${doc.images.length} images${p.images ? ` (files in ${p.images})` : ""}.`,
      );
    } else process.stdout.write(text);
    return 0;
  }
  if (!p.file) {
    console.error(`import needs a FILE\nUsage:\n${CONTENT_USAGE}`);
    return 2;
  }
  let doc: unknown;
  try {
    doc = JSON.parse(await Bun.file(p.file).text());
  } catch (e) {
    console.error(
      (e as NodeJS.ErrnoException).code === "ENOENT"
        ? `${p.file}: no such file`
        : `${p.file} is not JSON: ${(e as Error).message}`,
    );
    return 1;
  }
  const dir = p.images;
  const r = await deps.content.importDocument(undefined, doc, {
    publish: p.publish,
    ...(dir
      ? {
          readImage: async (name: string) => {
            // Names are checked against our pattern before they are read; basename keeps them in DIR.
            const f = Bun.file(join(dir, basename(name)));
            return (await f.exists()) ? new Uint8Array(await f.arrayBuffer()) : undefined;
          },
        }
      : {}),
  });
  if (!r.ok) {
    for (const problem of r.problems) console.error(`${problem.path}: ${problem.message}`);
    console.error(
      `Nothing was imported (${r.problems.length} problem${r.problems.length === 1 ? "" : "s"}).`,
    );
    return 1;
  }
  console.log(
    `Imported ${p.file}${r.published ? " and published it" : " as drafts"}: ${r.added} added, ${r.updated} updated${r.published ? `, ${r.removed} taken off the site` : ""}, ${r.images} images brought in.`,
  );
  return 0;
}
