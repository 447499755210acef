import type { createApp } from "../../src/app";

/**
 * A content editor's form as a browser without JavaScript would send it: every control's current value
 * (read from the page), some changed. For route tests of the Site screens.
 */
export async function editorForm(
  app: ReturnType<typeof createApp>,
  cookie: string,
  path: string,
  change: Record<string, string | File> = {},
): Promise<FormData> {
  const html = await (await app.request(`http://localhost${path}`, { headers: { Cookie: cookie } })).text();
  const form = new FormData();
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const main = html.slice(html.indexOf("data-content-form"));
  for (const m of main.matchAll(/<input([^>]*)>/g)) {
    const attrs = m[1]!;
    const name = /name="([^"]+)"/.exec(attrs)?.[1];
    if (!name || /type="file"/.test(attrs) || /type="submit"/.test(attrs)) continue;
    if (/type="checkbox"/.test(attrs) && !/checked=""/.test(attrs)) continue;
    form.append(decode(name), decode(/value="([^"]*)"/.exec(attrs)?.[1] ?? ""));
  }
  for (const m of main.matchAll(/<textarea([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = /name="([^"]+)"/.exec(m[1]!)?.[1];
    if (name) form.append(decode(name), decode(m[2]!));
  }
  for (const m of main.matchAll(/<select([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = /name="([^"]+)"/.exec(m[1]!)?.[1];
    const chosen =
      /<option value="([^"]*)" selected=""/.exec(m[2]!)?.[1] ??
      /<option value="([^"]*)"/.exec(m[2]!)?.[1] ??
      "";
    if (name) form.append(decode(name), decode(chosen));
  }
  for (const [k, v] of Object.entries(change)) form.set(k, v);
  return form;
}

/** The text a person reads on a page: no scripts, no tags, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
