import type { PersonView } from "../../src/content";
import { Img } from "../ui/img";

/** A team member's card: photo, name, title and a short summary. */
export function PersonCard({
  member,
  title,
  headingLevel = 3,
}: {
  member: PersonView;
  title: string;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Img image={member.image} className="aspect-[6/7] w-full bg-sand-50 object-cover" />
      <div className="p-6">
        <H className="text-xl font-bold text-navy-900">{member.name}</H>
        <p className="mt-1 text-sm font-semibold text-sea-700">{title}</p>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">{member.summary}</p>
      </div>
    </article>
  );
}
