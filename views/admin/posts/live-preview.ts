import { useEffect, useRef, useState } from "react";
import { api } from "../../ui/api";

const PREVIEW_DELAY_MS = 300;

/**
 * The post editor's live preview: the server renders the text as the public page will (POST
 * /api/posts/preview, the same renderer and sanitiser), a moment after typing stops. `initialPreview` is
 * the server's own rendering of the text the editor opened with, so that one is not asked for again.
 * `problem`: why the server would not render the text (formatting nested too deeply, too slow to format),
 * in its own words, until a text it renders.
 */
export function useLivePreview(
  content: string,
  initialPreview: string,
): { html: string; previewing: boolean; problem: string } {
  const [html, setHtml] = useState(initialPreview);
  const [previewing, setPreviewing] = useState(false);
  const [problem, setProblem] = useState("");
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (initialPreview || !content) return;
    }
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      setPreviewing(true);
      try {
        const r = await api<{ html: string }>("POST", "/api/posts/preview", { content }, abort.signal);
        if (r.ok) {
          setHtml(r.data.html);
          setProblem("");
        } else if (r.status >= 400 && r.status < 500) setProblem(r.error);
      } catch {
        // Offline or superseded: the last preview stays until the next one arrives.
      } finally {
        if (!abort.signal.aborted) setPreviewing(false);
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [content, initialPreview]);
  return { html, previewing, problem };
}
