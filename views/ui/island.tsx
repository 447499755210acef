import { type ComponentType, createContext, type JSX, useContext } from "react";
// renderToString is the same in every build; the browser one loads none of Node's stream modules at start.
import { renderToString } from "react-dom/server.browser";

/**
 * Per-render record of the islands a page uses, so the document loads exactly their scripts. The names
 * come from the build: an island is the component of a views/…/*.island.tsx file, named after its file
 * (scripts/island-files.ts), and the render helper hands their list in.
 */
export interface IslandCollector {
  nameOf: (component: unknown) => string | undefined;
  used: Set<string>;
  count: number;
}

export const IslandContext = createContext<IslandCollector | null>(null);

export function newIslandCollector(names: ReadonlyMap<unknown, string>): IslandCollector {
  return { nameOf: (component) => names.get(component), used: new Set(), count: 0 };
}

/**
 * Renders an island as its own React root inside a marker element. The marker carries the island's name,
 * its JSON props and the identifierPrefix used here, so the client hydrates it with the same tree and the
 * same useId values (src/client/hydrate.tsx). The page hands over the component itself; its props are
 * checked against that component (NoInfer: they are read from `of` alone, so a misspelt prop is an error).
 */
export function Island<P extends object>({
  of: Component,
  props,
  className,
}: {
  of: ComponentType<P>;
  props: NoInfer<P>;
  className?: string;
}): JSX.Element {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error("Island rendered outside renderPage()");
  const name = collector.nameOf(Component);
  if (!name)
    throw new Error(
      `${Component.displayName ?? Component.name} is not an island: an island is the component a views/…/*.island.tsx file exports under its file's name (rebuild the assets after adding one)`,
    );
  collector.used.add(name);
  const prefix = `i${collector.count++}-`;
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  return (
    <div
      className={className ?? "contents"}
      data-island={name}
      data-island-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
