import { type ComponentProps, createContext, type JSX, useContext } from "react";
// renderToString is the same in every build; the browser one loads none of Node's stream modules at start.
import { renderToString } from "react-dom/server.browser";
import { type IslandName, islands } from "./islands/registry";

/** Per-render record of the islands a page uses, so the document loads exactly their scripts. */
export interface IslandCollector {
  used: Set<IslandName>;
  count: number;
}

export const IslandContext = createContext<IslandCollector | null>(null);

export function newIslandCollector(): IslandCollector {
  return { used: new Set(), count: 0 };
}

type PropsOf<N extends IslandName> = ComponentProps<(typeof islands)[N]>;

/**
 * Renders an island as its own React root inside a marker element. The marker carries the island's name,
 * its JSON props and the identifierPrefix used here, so the client hydrates it with the same tree and the
 * same useId values (src/client/hydrate.tsx).
 */
export function Island<N extends IslandName>({
  name,
  props,
  className,
}: {
  name: N;
  props: PropsOf<N>;
  className?: string;
}): JSX.Element {
  const collector = useContext(IslandContext);
  if (!collector) throw new Error("Island rendered outside renderPage()");
  collector.used.add(name);
  const prefix = `i${collector.count++}-`;
  const Component = islands[name] as unknown as (p: object) => JSX.Element;
  const html = renderToString(<Component {...(props as object)} />, { identifierPrefix: prefix });
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
