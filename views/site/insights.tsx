import { formatLongDate } from "../../src/shared/dates";
import { IMAGE_SIZES, type ResponsiveImage } from "../../src/shared/responsive-image";
import type { PostSummary } from "../../src/shared/wire-types";
import { ResponsiveImg } from "../ui/responsive-img";
import { Section, SectionHeading } from "../ui/section";

export type InsightCard = PostSummary & {
  image?: ResponsiveImage | undefined;
  /** What the image shows ("" or none: the card's title says it all). */
  featuredImageAlt?: string | undefined;
};

/** "Latest Insights" on a practice page; the whole block is absent when there are no posts. */
export function Insights({
  posts,
  areaTitle,
  allHref,
}: {
  posts: InsightCard[];
  areaTitle: string;
  /** The articles page filtered to this practice area. */
  allHref?: string | undefined;
}) {
  if (posts.length === 0) return null;
  return (
    <Section tone="sand" labelledBy="insights">
      <SectionHeading
        id="insights"
        eyebrow="Insights"
        title="Latest Insights"
        intro={`Recent articles from our ${areaTitle} team.`}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((p) => (
          <li key={p.id}>
            <InsightCardLink post={p} />
          </li>
        ))}
      </ul>
      {allHref && (
        <p className="mt-10 text-center">
          <a href={allHref} className="font-semibold text-sea-700 underline-offset-4 hover:underline">
            View all insights <span aria-hidden="true">→</span>
          </a>
        </p>
      )}
    </Section>
  );
}

/** One article as a card: image, date, title, excerpt (practice pages and the articles page). */
export function InsightCardLink({ post: p, headingLevel = 3 }: { post: InsightCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <a
      href={`/blog/${p.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      {p.image && (
        // Below the fold: lazy, in the width of its column.
        <ResponsiveImg
          image={p.image}
          alt={p.featuredImageAlt ?? ""}
          sizes={IMAGE_SIZES.card}
          fill
          className="aspect-video"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={p.publishedAt} className="text-sm text-slate-600">
          {formatLongDate(p.publishedAt)}
        </time>
        <Heading className="mt-2 line-clamp-2 text-xl font-bold text-navy-900 group-hover:text-sea-700">
          {p.title}
        </Heading>
        <p className="mt-3 line-clamp-3 text-slate-600">{p.excerpt}</p>
        <span className="mt-4 font-semibold text-sea-700">
          Read More <span aria-hidden="true">→</span>
        </span>
      </div>
    </a>
  );
}
