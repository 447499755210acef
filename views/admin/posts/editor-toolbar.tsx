import type { ReactNode } from "react";
import type { FormatKind } from "../../../src/shared/markdown-format";

/**
 * The post editor's formatting buttons (src/shared/markdown-format does the editing). A name contains the
 * button's visible text ("H2"), so people who speak to their computer can say what they see.
 */
export const TOOLBAR: { kind: FormatKind; label: string; icon: ReactNode }[] = [
  { kind: "bold", label: "Bold", icon: <span className="font-bold">B</span> },
  { kind: "h2", label: "H2 heading", icon: "H2" },
  { kind: "h3", label: "H3 heading", icon: "H3" },
  {
    kind: "bullet",
    label: "Bullet list",
    icon: (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <circle cx="4" cy="5" r="1.5" />
        <circle cx="4" cy="10" r="1.5" />
        <circle cx="4" cy="15" r="1.5" />
        <rect x="8" y="4" width="10" height="2" rx="1" />
        <rect x="8" y="9" width="10" height="2" rx="1" />
        <rect x="8" y="14" width="10" height="2" rx="1" />
      </svg>
    ),
  },
];

export const TOOLBAR_BUTTON_CLASS =
  "inline-flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm font-semibold text-navy-800 hover:bg-white hover:shadow-sm disabled:opacity-50";

export function ImageIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="2.5" y="3.5" width="15" height="13" rx="1.5" />
      <circle cx="7" cy="8" r="1.5" />
      <path d="m3 15 4.5-4.5 3 3 2.5-2.5 4.5 4.5" strokeLinejoin="round" />
    </svg>
  );
}
