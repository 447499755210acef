import type { PostSummary } from "../../src/db/posts";
import { formatLongDate } from "../../src/lib/dates";
import { Section, SectionHeading } from "./section";

/** "Latest Insights" on a practice page; the whole block is absent when there are no posts (SPEC §4). */
export function Insights({ posts, areaTitle }: { posts: PostSummary[]; areaTitle: string }) {
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
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
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
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
