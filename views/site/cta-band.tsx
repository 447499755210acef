import type { ReactNode } from "react";
import { Container } from "../ui/section";

/** A closing call to action. */
export function CtaBand({
  title,
  text,
  children,
  id,
}: {
  title: string;
  text: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="bg-sand-50 py-16 sm:py-20">
      <Container>
        <div className="rounded-2xl bg-navy-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
          <h2 id={id} className="text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{text}</p>}
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </Container>
    </section>
  );
}
