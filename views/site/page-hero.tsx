import type { ReactNode } from "react";
import { Container } from "../ui/section";

/** The small pill above a hero's h1. */
export function HeroBadge({ children }: { children: ReactNode }) {
  return (
    <p className="inline-flex rounded-full border border-gold-500/60 bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-gold-500">
      {children}
    </p>
  );
}

/** The dark hero band that opens most pages, with the page's one h1. */
export function PageHero({
  badge,
  title,
  intro,
  children,
}: {
  badge?: string;
  title: ReactNode;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(14,124,134,0.45),transparent_60%)]"
      />
      <Container className="relative py-16 sm:py-24">
        {badge && <HeroBadge>{badge}</HeroBadge>}
        <h1 className="mt-4 max-w-4xl text-4xl font-bold leading-tight sm:text-5xl">{title}</h1>
        {intro && <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">{intro}</p>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </Container>
    </section>
  );
}
