import { useCallback, useEffect, useMemo, useRef, useState } from "react";

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

type HistoryMode = "push" | "replace" | "none";

/**
 * A paged, filtered admin list whose state lives in the URL. Links and the GET search form
 * work without JavaScript; with it, this fetches instead of loading a page, updates the address bar
 * (pushState, or replaceState while the search box is being typed into, so Back leaves the search in one
 * step), follows Back/Forward (popstate), keeps showing the current list while the next one loads, and
 * drops answers that arrive after a newer request was made.
 */
export function useListNavigation<P, D>(options: {
  params: P;
  data: D | null;
  toSearch: (p: P) => string;
  fromSearch: (search: string) => P;
  load: (p: P, signal: AbortSignal) => Promise<D>;
  onError: (e: unknown) => void;
  /** Back/Forward restored these parameters (e.g. put their search back into the box). */
  onRestore?: (p: P) => void;
}) {
  const opts = useRef(options);
  opts.current = options;
  const [params, setParams] = useState<P>(options.params);
  const [data, setData] = useState<D | null>(options.data);
  const [loading, setLoading] = useState(false);
  const current = useRef<P>(options.params);
  const seq = useRef(0);
  const inflight = useRef<AbortController | undefined>(undefined);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Whether the history entry on top was made by typing into the search box.
  const typed = useRef(false);

  const go = useCallback(async (p: P, history: HistoryMode) => {
    clearTimeout(debounce.current);
    const mine = ++seq.current;
    inflight.current?.abort();
    const ctrl = new AbortController();
    inflight.current = ctrl;
    setLoading(true);
    try {
      const d = await opts.current.load(p, ctrl.signal);
      if (mine !== seq.current) return;
      current.current = p;
      setData(d);
      setParams(p);
      if (history !== "none") {
        const url = `${window.location.pathname}${opts.current.toSearch(p)}`;
        const same = url === `${window.location.pathname}${window.location.search}`;
        if (history === "push" && !same) window.history.pushState(null, "", url);
        else window.history.replaceState(null, "", url);
      }
    } catch (e) {
      if (mine !== seq.current || ctrl.signal.aborted) return;
      opts.current.onError(e);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const onPop = () => {
      typed.current = false;
      const p = opts.current.fromSearch(window.location.search);
      opts.current.onRestore?.(p);
      void go(p, "none");
    };
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      clearTimeout(debounce.current);
      inflight.current?.abort();
    };
  }, [go]);

  const actions = useMemo(
    () => ({
      /** A link or tab was chosen: a new history entry. */
      navigate: (p: P) => {
        typed.current = false;
        void go(p, "push");
      },
      /** The search box changed: fetch once typing pauses; one history entry per search, not per key. */
      typeSearch: (p: P) => {
        clearTimeout(debounce.current);
        debounce.current = setTimeout(() => {
          const mode = typed.current ? "replace" : "push";
          typed.current = true;
          void go(p, mode);
        }, SEARCH_DEBOUNCE_MS);
      },
      /** The search form was submitted (Enter): now, without waiting. */
      submitSearch: (p: P) => {
        const mode = typed.current ? "replace" : "push";
        typed.current = false;
        void go(p, mode);
      },
      /** The same list again (after a change): no history entry. */
      reload: () => go(current.current, "none"),
      /** A local change to what is shown (an item saved, a note added), until the next load. */
      update: (fn: (d: D) => D) => setData((d) => (d === null ? d : fn(d))),
    }),
    [go],
  );

  return { params, data, loading, ...actions };
}
