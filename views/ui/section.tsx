import type { ReactNode } from "react";

export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

export function Section({
  children,
  className = "",
  tone = "white",
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  tone?: "white" | "sand" | "navy";
  labelledBy?: string;
}) {
  const tones = { white: "bg-white", sand: "bg-sand-50", navy: "bg-navy-900 text-white" };
  return (
    <section aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-20 ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  light = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "left";
  light?: boolean;
}) {
  return (
    <div className={`max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold uppercase tracking-widest ${light ? "text-gold-500" : "text-sea-700"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`mt-2 text-3xl font-bold sm:text-4xl ${light ? "text-white" : "text-navy-900"}`}>
        {title}
      </h2>
      {intro && (
        <p className={`mt-4 text-lg leading-relaxed ${light ? "text-slate-200" : "text-slate-600"}`}>
          {intro}
        </p>
      )}
    </div>
  );
}

/** A check-marked list item used by benefit and service lists. */
export function CheckItem({
  children,
  light = false,
  className = "",
}: {
  children: ReactNode;
  light?: boolean;
  className?: string;
}) {
  return (
    <li className={`flex gap-3 ${className}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`mt-0.5 h-5 w-5 shrink-0 ${light ? "text-gold-500" : "text-sea-700"}`}
      >
        <path
          fill="currentColor"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        />
      </svg>
      <span>{children}</span>
    </li>
  );
}
