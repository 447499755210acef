/**
 * The toast bus shared by every island. Any island calls toast(); the toaster island shows it. Islands are
 * separate entry points, but this module lands in a shared chunk, so they share one bus. Toasts raised
 * before the toaster has hydrated are queued.
 */
import type { ToastData } from "../../src/shared/toasts";

export interface ShownToast extends ToastData {
  id: number;
}

type Listener = (t: ShownToast) => void;

const listeners = new Set<Listener>();
let queue: ShownToast[] = [];
let counter = 0;

export function toast(data: ToastData): void {
  const shown = { ...data, id: ++counter };
  if (listeners.size === 0) queue.push(shown);
  for (const l of listeners) l(shown);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  for (const t of queue) listener(t);
  queue = [];
  return () => listeners.delete(listener);
}

const NEXT_PAGE_KEY = "toast-after-navigation";

/** Shows a toast on the next page: for actions that end with a navigation (save, login, logout). */
export function toastAfterNavigation(data: ToastData): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify(data));
  } catch {
    // Storage can be unavailable (privacy mode); the navigation still happens, only the toast is lost.
  }
}

export function takeNavigationToast(): ToastData | undefined {
  try {
    const raw = sessionStorage.getItem(NEXT_PAGE_KEY);
    if (!raw) return undefined;
    sessionStorage.removeItem(NEXT_PAGE_KEY);
    return JSON.parse(raw) as ToastData;
  } catch {
    return undefined;
  }
}
