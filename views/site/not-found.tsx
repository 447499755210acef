import { ButtonLink } from "../ui/button";

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-sea-700">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold text-navy-900 sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Back to Home</ButtonLink>
        <ButtonLink href="/contact" variant="outline">
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
