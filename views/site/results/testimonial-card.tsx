import type { TestimonialView } from "../../../src/content";

const RELATIONSHIP: Record<TestimonialView["relationship"], string> = {
  client: "Client",
  "former-client": "Former client",
  lawyer: "Lawyer",
};

/**
 * One testimonial, quoted as given. The firm's disclaimer is part of the card, in the same block and at
 * the same text size: there is no way to render a testimonial without it. Plain markup, never review
 * structured data (search engines ignore a firm's own stars, and they would overstate what this is).
 */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  return (
    <figure
      data-item="testimonial"
      className="rounded-lg border border-slate-200 bg-white p-6 text-base text-slate-700 shadow-sm"
    >
      <blockquote className="whitespace-pre-line">“{testimonial.quote}”</blockquote>
      <figcaption className="mt-3 font-semibold text-navy-900">
        {testimonial.displayName}, {RELATIONSHIP[testimonial.relationship]}
      </figcaption>
      <p data-disclaimer="" className="mt-4 border-t border-slate-200 pt-3">
        {testimonial.disclaimer}
      </p>
    </figure>
  );
}
