/**
 * What a visitor downloads per page: JavaScript and CSS, gzip, from the page's own tags and
 * every module those scripts import (the chunks load without modulepreload tags since they are loaded on first use).
 */
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
  /** The scripts and, transitively, the modules they import statically (`from"./chunk-x.js"`). */
  const withImports = async (entries: string[]) => {
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const code = await (await fetch(`${base}${url}`)).text();
      for (const m of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g))
        queue.push(new URL(m[1]!, `http://x${url}`).pathname);
    }
    return [...seen];
  };
  for (const route of routes) {
    const html = await (await fetch(`${base}${route}`)).text();
    const js = await withImports(
      [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map(
        (m) => m[1]!,
      ),
    );
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
