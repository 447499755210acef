import { useEffect, useRef } from "react";

/**
 * Warns before leaving an editor with changes not yet saved: placed inside the form it guards, it listens
 * to the form's inputs and asks the browser to confirm a navigation away (not the form's own submit).
 */
export function UnsavedGuard({ message = "You have unsaved changes." }: { message?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    let dirty = false;
    const onChange = () => {
      dirty = true;
    };
    const onSubmit = () => {
      dirty = false;
    };
    const onLeave = (e: BeforeUnloadEvent) => {
      if (!dirty) return;
      e.preventDefault();
      // Older browsers show (a generic form of) this text.
      e.returnValue = message;
    };
    form.addEventListener("input", onChange);
    form.addEventListener("change", onChange);
    form.addEventListener("submit", onSubmit);
    window.addEventListener("beforeunload", onLeave);
    return () => {
      form.removeEventListener("input", onChange);
      form.removeEventListener("change", onChange);
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("beforeunload", onLeave);
    };
  }, [message]);
  return <span ref={ref} hidden data-unsaved-guard="" />;
}
