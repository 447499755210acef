import type { PostSummary } from "../../src/db/posts";
import { formatLongDate } from "../../src/lib/dates";
import { IMAGE_SIZES, type ResponsiveImage } from "../../src/lib/responsive-image";
import { ResponsiveImg } from "./responsive-img";
import { Section, SectionHeading } from "./section";

export type InsightCard = PostSummary & { image?: ResponsiveImage | undefined };

/** "Latest Insights" on a practice page; the whole block is absent when there are no posts (SPEC §4). */
export function Insights({ posts, areaTitle }: { posts: InsightCard[]; areaTitle: string }) {
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
            <a
              href={`/blog/${p.slug}`}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
            >
              {p.image && (
                // Below the fold on every practice page: lazy, in the width of its column.
                <ResponsiveImg
                  image={p.image}
                  alt=""
                  sizes={IMAGE_SIZES.card}
                  fill
                  className="aspect-video"
                />
              )}
              <div className="flex flex-1 flex-col p-6">
                <time dateTime={p.publishedAt} className="text-sm text-slate-600">
                  {formatLongDate(p.publishedAt)}
                </time>
                <h3 className="mt-2 line-clamp-2 text-xl font-bold text-navy-900 group-hover:text-sea-700">
                  {p.title}
                </h3>
                <p className="mt-3 line-clamp-3 text-slate-600">{p.excerpt}</p>
                <span className="mt-4 font-semibold text-sea-700">
                  Read More <span aria-hidden="true">→</span>
                </span>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
