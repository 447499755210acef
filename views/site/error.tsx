import { ButtonLink } from "../ui/button";

/** A readable answer for errors other than "not found" (too large, bad request, our own failure). */
export function ErrorPage({
  code,
  title,
  message,
  requestId,
}: {
  code: number;
  title: string;
  message: string;
  /** Shown on our own failures, so a support request can name it. */
  requestId?: string | undefined;
}) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-sea-700">{`Error ${code}`}</p>
      <h1 className="mt-3 text-4xl font-bold text-navy-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{message}</p>
      {requestId && <p className="mt-2 text-sm text-slate-500">{`Reference: ${requestId}`}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Back to Home</ButtonLink>
        <ButtonLink href="/contact" variant="outline">
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
