import { useCallback, useEffect, useRef, useState } from "react";
import type { ToastData } from "../../src/shared/toasts";
import { type ShownToast, subscribeToasts, takeNavigationToast } from "../ui/toast";

/** Toasts: one at a time, each shown for 5 seconds, dismissed by a 50 px swipe. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

/**
 * The one notification region. Shows at most one toast; a newer toast replaces the older. A toast carried
 * across a server redirect arrives as `initial` and is already in the server-rendered HTML.
 */
export function Toaster({ initial }: { initial?: ToastData | null }) {
  const [toasts, setToasts] = useState<ShownToast[]>(initial ? [{ ...initial, id: 0 }] : []);
  const regionRef = useRef<HTMLOListElement>(null);

  const show = useCallback((t: ShownToast) => setToasts((list) => [t, ...list].slice(0, TOAST_LIMIT)), []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  useEffect(() => {
    const next = takeNavigationToast();
    if (next) show({ ...next, id: -1 });
    return subscribeToasts(show);
  }, [show]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) regionRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`} className="pointer-events-none">
      <ol
        ref={regionRef}
        tabIndex={-1}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  const destructive = toast.variant === "destructive";
  return (
    // The list item stays a list item (a role on it would leave the list with no items); its words are
    // the live region, so the close button is not read out with them.
    <li
      data-variant={toast.variant ?? "default"}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(e) => {
        start.current = e.clientX;
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
      }}
      onPointerUp={() => {
        start.current = null;
        if (dx > SWIPE_THRESHOLD_PX) onDismiss(toast.id);
        else setDx(0);
      }}
      onPointerCancel={() => {
        start.current = null;
        setDx(0);
      }}
      style={dx ? { transform: `translateX(${dx}px)` } : undefined}
      className={`animate-toast-in pointer-events-auto relative flex w-full touch-pan-y select-none items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
        destructive ? "border-red-800 bg-red-700 text-white" : "border-slate-200 bg-white text-navy-900"
      }`}
    >
      <div
        role={destructive ? "alert" : "status"}
        aria-live={destructive ? "assertive" : "polite"}
        aria-atomic="true"
        className="grid gap-1"
      >
        <div className="text-sm font-semibold">{toast.title}</div>
        {toast.description && <div className="text-sm opacity-90">{toast.description}</div>}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => onDismiss(toast.id)}
        className={`absolute right-2 top-2 rounded-md p-1 ${destructive ? "text-white hover:bg-red-800" : "text-slate-500 hover:bg-slate-100"}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}
