/** What a visitor downloads per page (DESIGN.md §9): JavaScript and CSS, gzip, from the page's own tags. */
import { gzipSync } from "node:zlib";

export const BUDGET = { jsKb: 70, cssKb: 15 };

export interface PageBytes {
  route: string;
  jsKb: number;
  cssKb: number;
  htmlKb: number;
  withinBudget: boolean;
}

export async function measurePageBytes(base: string, routes: string[]): Promise<PageBytes[]> {
  const out: PageBytes[] = [];
  const gz = async (urls: string[]) => {
    let total = 0;
    for (const u of new Set(urls))
      total += gzipSync(new Uint8Array(await (await fetch(`${base}${u}`)).arrayBuffer()), {
        level: 9,
      }).length;
    return total / 1024;
  };
  for (const route of routes) {
    const html = await (await fetch(`${base}${route}`)).text();
    const js = [
      ...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g),
    ].map((m) => m[1]!);
    const css = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
      (n, m) => n + gzipSync(m[1]!).length / 1024,
      0,
    );
    const jsKb = await gz(js);
    const cssKb = (await gz(css)) + inlineCss;
    out.push({
      route,
      jsKb,
      cssKb,
      htmlKb: gzipSync(html).length / 1024,
      withinBudget: jsKb <= BUDGET.jsKb && cssKb <= BUDGET.cssKb,
    });
  }
  return out;
}
