import { type DragEvent, type KeyboardEvent, useRef, useState } from "react";
import { TOASTS } from "../../../src/shared/toasts";
import { api } from "../../ui/api";
import { buttonClass } from "../../ui/button";
import { toast } from "../../ui/toast";
import { ContentStatus, type ContentStatusInfo } from "./content-status";

export interface ItemRow extends ContentStatusInfo {
  id: string;
  name: string;
}

/** Where each kind's list lives: its items' editor, its no-JavaScript forms, and what a move says. */
const LISTS = {
  person: { path: "people", ordered: TOASTS.peopleOrdered },
  "practice-area": { path: "practice-areas", ordered: TOASTS.areasOrdered },
} as const;

/**
 * People or practice areas, in the site's order. Without JavaScript each row's Up and Down buttons post a
 * plain form and the page comes back reordered. With it, rows can be dragged, moved with the same
 * buttons, or with Alt+Arrow keys on a row's handle; each change is saved at once and announced.
 */
export function ItemOrder({ kind, items: initial }: { kind: keyof typeof LISTS; items: ItemRow[] }) {
  const list = LISTS[kind];
  const [items, setItems] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const [saving, setSaving] = useState(false);
  const dragged = useRef<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  async function save(next: ItemRow[], moved: ItemRow) {
    const before = items;
    setItems(next);
    setSaving(true);
    const r = await api("PUT", `/api/content/${kind}/order`, { ids: next.map((p) => p.id) });
    setSaving(false);
    if (!r.ok) {
      setItems(before);
      toast({ title: "Error", description: r.error, variant: "destructive" });
      return;
    }
    const position = next.findIndex((p) => p.id === moved.id) + 1;
    setAnnouncement(`${moved.name} moved to position ${position} of ${next.length}.`);
    toast(list.ordered);
  }

  const move = (id: string, by: number) => {
    const from = items.findIndex((p) => p.id === id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= items.length || saving) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    void save(next, moved!).then(() => handles.current.get(id)?.focus());
  };

  const onKey = (e: KeyboardEvent, id: string) => {
    if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
    e.preventDefault();
    move(id, e.key === "ArrowUp" ? -1 : 1);
  };

  const onDrop = (e: DragEvent, target: string) => {
    e.preventDefault();
    const id = dragged.current;
    dragged.current = null;
    if (!id || id === target) return;
    move(id, items.findIndex((p) => p.id === target) - items.findIndex((p) => p.id === id));
  };

  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
        aria-busy={saving || undefined}
      >
        {items.map((p, i) => (
          <li
            key={p.id}
            data-item={p.id}
            draggable
            onDragStart={() => {
              dragged.current = p.id;
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, p.id)}
            className="flex flex-wrap items-center gap-3 px-4 py-3"
          >
            <button
              type="button"
              ref={(el) => {
                if (el) handles.current.set(p.id, el);
              }}
              onKeyDown={(e) => onKey(e, p.id)}
              aria-label={`Move ${p.name}: drag, or Alt+Up and Alt+Down`}
              title="Drag to reorder (or Alt+Up / Alt+Down)"
              className="cursor-grab rounded px-1 text-lg leading-none text-slate-500 hover:bg-slate-100"
            >
              ⠿
            </button>
            <span className="min-w-0 flex-1">
              <a
                href={`/admin/site/${kind}/${p.id}`}
                className="font-semibold text-navy-900 hover:text-sea-700"
              >
                {p.name}
              </a>
              <span className="ml-3">
                <ContentStatus info={p} />
              </span>
            </span>
            <form
              method="post"
              action={`/admin/site/${list.path}/${p.id}/move`}
              onSubmit={(e) => {
                e.preventDefault();
                move(p.id, -1);
              }}
            >
              <input type="hidden" name="direction" value="up" />
              <button
                type="submit"
                disabled={i === 0 || saving}
                aria-label={`Move ${p.name} up`}
                className={buttonClass("ghost", "sm")}
              >
                Up
              </button>
            </form>
            <form
              method="post"
              action={`/admin/site/${list.path}/${p.id}/move`}
              onSubmit={(e) => {
                e.preventDefault();
                move(p.id, 1);
              }}
            >
              <input type="hidden" name="direction" value="down" />
              <button
                type="submit"
                disabled={i === items.length - 1 || saving}
                aria-label={`Move ${p.name} down`}
                className={buttonClass("ghost", "sm")}
              >
                Down
              </button>
            </form>
          </li>
        ))}
      </ol>
    </div>
  );
}
