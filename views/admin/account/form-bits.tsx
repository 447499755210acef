import type { ReactNode } from "react";

/** The Account page's cards: a titled section around one of its forms. */
export function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-sans text-xl font-semibold text-navy-900">
        {title}
      </h2>
      {intro && <div className="mt-1 text-sm text-slate-600">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
