import { useId, useState } from "react";
import type { NavLink } from "../../src/shared/wire-types";

/** Mobile navigation: a toggle opens a stacked list of the same links; choosing a link closes it. */
export function MobileMenu({
  links,
  expertise,
  path,
  schedule = "/contact",
}: {
  links: NavLink[];
  expertise: NavLink[];
  path: string;
  /** Where "Schedule Consultation" leads (see views/layout/schedule-link.ts). */
  schedule?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = () => setOpen(false);
  const item = "block rounded-md px-3 py-3 text-base font-medium text-navy-900 hover:bg-sand-50";
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}panel`}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-navy-900 hover:bg-sand-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={`${id}panel`}
        aria-label="Mobile"
        hidden={!open}
        className="js-mobile-panel absolute inset-x-0 top-16 z-50 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {links.map((l) => (
            <li key={l.href}>
              <a
                href={l.href}
                onClick={close}
                aria-current={path === l.href ? "page" : undefined}
                className={item}
              >
                {l.label}
              </a>
              {l.href === "/services" && (
                <ul className="mb-2 ml-3 border-l border-slate-200 pl-2">
                  {expertise.map((e) => (
                    <li key={e.href}>
                      <a
                        href={e.href}
                        onClick={close}
                        aria-current={path === e.href ? "page" : undefined}
                        className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-sand-50"
                      >
                        {e.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          <li className="mt-3">
            <a
              href={schedule}
              onClick={close}
              className="flex h-12 items-center justify-center rounded-md bg-gold-500 px-5 font-semibold text-navy-900"
            >
              Schedule Consultation
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
