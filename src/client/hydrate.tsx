import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/** Hydrates every marker of one island on the page (markers are written by views/ui/island.tsx). */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(el.dataset.props ?? "{}") as P;
    hydrateRoot(el, <Component {...props} />, {
      identifierPrefix: el.dataset.islandPrefix ?? "",
      onRecoverableError: (error) => console.error(`Island ${name} failed to hydrate cleanly`, error),
    });
  }
}
