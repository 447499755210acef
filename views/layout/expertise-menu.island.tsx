import { useEffect, useId, useRef, useState } from "react";
import type { NavLink } from "../../src/shared/wire-types";

/** Navigation menu delay: 200 ms (hover intent before opening). */
const HOVER_DELAY_MS = 200;

/** "Our Expertise" dropdown: opens on click, on hover after a short delay, and by keyboard; Escape closes. */
export function ExpertiseMenu({
  links,
  current,
  path,
}: {
  links: NavLink[];
  current: boolean;
  path: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hoverOpen = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover intent and Escape belong to the whole menu, not one control.
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && hoverOpen(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && hoverOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}menu`}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((o) => !o);
        }}
        className={`flex items-center gap-1 whitespace-nowrap px-1 py-2 text-sm font-medium text-navy-900 decoration-2 decoration-gold-500 underline-offset-8 hover:text-sea-700 ${current ? "underline" : ""}`}
      >
        Our Expertise
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
        >
          <path
            fill="currentColor"
            d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </button>
      <div
        id={`${id}menu`}
        hidden={!open}
        className="js-dropdown-panel absolute left-1/2 top-full z-50 mt-2 w-72 -translate-x-1/2 rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul>
          {links.map((l, i) => (
            <li key={l.href}>
              <a
                href={l.href}
                aria-current={path === l.href ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={`block rounded-md px-3 py-2 text-sm text-navy-900 hover:bg-sand-50 hover:text-sea-700 ${i === 0 ? "font-semibold" : ""} ${path === l.href ? "bg-sand-50 font-semibold" : ""}`}
              >
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
