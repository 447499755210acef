/**
 * What a start evaluates (docs/decisions/018, 020): the production bundle's entry and the chunks it imports
 * statically run before the server can answer; everything else loads on first use. A static import of a
 * heavy module slips back in without any test failing otherwise (the start is merely slower), so the
 * bundle's own metafile is checked here.
 */
import { expect, test } from "bun:test";
import { join } from "node:path";

const root = join(import.meta.dir, "..", "..");

interface Metafile {
  outputs: Record<
    string,
    { entryPoint?: string; imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }
  >;
}

/** Every source file the entry's static import closure holds, as paths relative to the repository. */
async function startInputs(): Promise<Set<string>> {
  const result = await Bun.build({
    entrypoints: [join(root, "src", "server.ts")],
    target: "bun",
    format: "esm",
    splitting: true,
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  expect(result.success).toBe(true);
  const { outputs } = result.metafile as Metafile;
  const entry = Object.keys(outputs).find((name) => outputs[name]!.entryPoint);
  expect(entry).toBeDefined();
  const seen = new Set<string>();
  const queue = [entry!];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const i of outputs[name]!.imports)
      if (i.kind !== "dynamic-import" && outputs[i.path]) queue.push(i.path);
  }
  return new Set([...seen].flatMap((name) => Object.keys(outputs[name]!.inputs)));
}

test("a start evaluates the server, not what only some requests need", async () => {
  const inputs = [...(await startInputs())];
  const has = (pattern: RegExp) => inputs.filter((path) => pattern.test(path));

  // The check sees the start: the app, its router and the page renderer are there.
  expect(has(/^src\/app\.ts$/)).toHaveLength(1);
  expect(has(/node_modules\/hono\//).length).toBeGreaterThan(0);
  expect(has(/node_modules\/react-dom\//).length).toBeGreaterThan(0);

  // Loaded on first use: validation (zod and the schemas), two-factor codes, the sessions list's
  // user-agent parser, the QR code, markdown and the sanitiser, mail, the content's schemas and the word
  // diff of its revisions, the calendar invites of bookings.
  for (const lazy of [
    /node_modules\/zod\//,
    /^src\/shared\/schemas\.ts$/,
    /^src\/content\/schemas\.ts$/,
    /node_modules\/diff\//,
    /^src\/backup\/manifest-schema\.ts$/,
    /node_modules\/otpauth\//,
    /^src\/auth\/totp-codes\.ts$/,
    /node_modules\/bowser\//,
    /node_modules\/qrcode\//,
    /node_modules\/marked\//,
    /node_modules\/jsdom\//,
    /node_modules\/dompurify\//,
    /node_modules\/nodemailer\//,
    /node_modules\/ical-generator\//,
    /node_modules\/ical\.js\//,
  ]) {
    expect({ lazy: String(lazy), atStart: has(lazy) }).toEqual({ lazy: String(lazy), atStart: [] });
  }
}, 60_000);
