import { type FormEvent, useState } from "react";
import { formatDateTime, formatLongDate } from "../../../src/shared/dates";
import { listQuery } from "../../../src/shared/list-url";
import { IMAGE_SIZES, type ResponsiveImage } from "../../../src/shared/responsive-image";
import { TOASTS } from "../../../src/shared/toasts";
import { api, dataOf } from "../../ui/api";
import { buttonClass } from "../../ui/button";
import { Pager } from "../../ui/pager";
import { ResponsiveImg } from "../../ui/responsive-img";
import { SearchBox } from "../../ui/search-box";
import { toast } from "../../ui/toast";
import { useListNavigation } from "../../ui/use-list-navigation";

export interface PostListItem {
  id: string;
  title: string;
  excerpt: string;
  serviceArea: string;
  publishedAt: string;
  /** "draft" or "published"; absent in answers for visitors. */
  status?: string | undefined;
  /** The featured image's thumbnail, when it is an upload of ours. */
  image?: ResponsiveImage | undefined;
}

/** Where this page of the dashboard is, and its neighbours' cursors. */
export interface PostListPage {
  /** The title search shown ("" for none). */
  q: string;
  cursor: string;
  next: string | null;
  prev: string | null;
}

const NEW_POST = "/admin/posts/new";
const DASHBOARD = "/admin/dashboard";
const PAGE_SIZE = 25;

/** What the dashboard shows, as its URL holds it. */
interface DashboardParams {
  q: string;
  cursor: string;
}
interface DashboardData {
  posts: PostListItem[];
  next: string | null;
  prev: string | null;
}

const dashboardParams = (search: string): DashboardParams => {
  const sp = new URLSearchParams(search);
  return { q: sp.get("q") ?? "", cursor: sp.get("cursor") ?? "" };
};
const pageHref = (q: string, cursor: string | null) =>
  cursor === null ? undefined : `${DASHBOARD}${listQuery({ q, cursor })}`;

/** A page through GET /api/posts (paged: the neighbours' cursors in its headers). */
async function loadPosts(p: DashboardParams, signal: AbortSignal): Promise<DashboardData> {
  const r = await api<PostListItem[]>(
    "GET",
    `/api/posts${listQuery({ q: p.q, cursor: p.cursor, limit: PAGE_SIZE })}`,
    undefined,
    signal,
  );
  return {
    posts: dataOf(r),
    next: r.ok ? r.headers.get("X-Next-Cursor") : null,
    prev: r.ok ? r.headers.get("X-Prev-Cursor") : null,
  };
}

/**
 * The admin dashboard's post list, a page at a time. Server-rendered with one page of posts as
 * props, so it works without JavaScript: the title search is a GET form, Newer/Older are links, each
 * Delete is a plain form post. Once hydrated, the search runs as you type and pages load in place (the
 * URL follows, so Back/Forward and reload keep them); Delete asks first, calls DELETE /api/posts/{id},
 * toasts and refetches the page.
 */
export function PostList({
  posts: initial,
  page = { q: "", cursor: "", next: null, prev: null },
  areaLabels = {},
}: {
  posts: PostListItem[];
  page?: PostListPage;
  /** What staff read for each practice area, by value (an area the firm added: its title). */
  areaLabels?: Record<string, string>;
}) {
  const [text, setText] = useState(page.q);
  const nav = useListNavigation<DashboardParams, DashboardData>({
    params: { q: page.q, cursor: page.cursor },
    data: { posts: initial, next: page.next, prev: page.prev },
    toSearch: (p) => listQuery(p),
    fromSearch: dashboardParams,
    load: loadPosts,
    onError: () => toast({ title: "Error", description: "Failed to fetch posts", variant: "destructive" }),
    onRestore: (p) => setText(p.q),
  });
  const { params, loading } = nav;
  const posts = nav.data?.posts ?? [];
  const [deleting, setDeleting] = useState<string | null>(null);
  const refetch = nav.reload;

  async function onDelete(e: FormEvent<HTMLFormElement>, post: PostListItem) {
    e.preventDefault();
    if (deleting) return;
    if (!window.confirm(`Are you sure you want to delete "${post.title}"?`)) return;
    setDeleting(post.id);
    try {
      const r = await api("DELETE", `/api/posts/${encodeURIComponent(post.id)}`);
      if (!r.ok) {
        toast({ title: "Error", description: r.error, variant: "destructive" });
        return;
      }
      toast(TOASTS.postDeleted);
      await refetch();
    } finally {
      setDeleting(null);
    }
  }

  // The list arrives with the page, so loading only ever means a refresh after a change.
  const status = loading ? (
    <p role="status" className="mb-4 text-sm text-slate-600">
      Loading posts...
    </p>
  ) : null;

  if (posts.length === 0 && !loading && !params.q && !params.cursor) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <p className="text-lg font-semibold text-navy-900">No posts yet</p>
        <p className="mt-2 text-slate-600">Articles you publish appear here and on their practice page.</p>
        <a href={NEW_POST} className={buttonClass("primary", "md", "mt-6")}>
          Create Your First Post
        </a>
      </div>
    );
  }

  return (
    <>
      <SearchBox
        action="/admin/dashboard"
        label="Search posts by title"
        placeholder="Search posts by title"
        className="mb-6 block"
        clearHref="/admin/dashboard"
        text={text}
        searched={params.q}
        onText={(value) => {
          setText(value);
          nav.typeSearch({ q: value.trim(), cursor: "" });
        }}
        onSubmit={(e) => {
          e.preventDefault();
          nav.submitSearch({ q: text.trim(), cursor: "" });
        }}
      />
      {status}
      {posts.length === 0 && !loading && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
          {params.q ? `No posts match “${params.q}”.` : "Nothing left on this page: its posts have gone."}
        </p>
      )}
      <ul className="grid gap-4" aria-busy={loading}>
        {posts.map((p) => (
          <li
            key={p.id}
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex min-w-0 gap-4">
              {p.image && (
                <ResponsiveImg
                  image={p.image}
                  alt=""
                  sizes={IMAGE_SIZES.thumb}
                  fill
                  className="aspect-video w-28 shrink-0 self-start rounded-md"
                />
              )}
              <div className="min-w-0">
                <h2 className="text-xl font-bold text-navy-900">{p.title}</h2>
                <p className="mt-2 line-clamp-2 text-slate-600">{p.excerpt}</p>
                <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
                  {/* The practice area: its title; a seeded value with hyphens shown as spaces. */}
                  <span className="rounded-full bg-sea-100 px-2.5 py-0.5 font-medium text-sea-800">
                    {areaLabels[p.serviceArea] ?? p.serviceArea.replace(/-/g, " ")}
                  </span>
                  <time dateTime={p.publishedAt}>{formatLongDate(p.publishedAt)}</time>
                  <PublishState status={p.status} publishedAt={p.publishedAt} />
                </p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <a href={`/admin/posts/${encodeURIComponent(p.id)}`} className={buttonClass("outline", "sm")}>
                Edit<span className="sr-only">: {p.title}</span>
              </a>
              <form
                method="post"
                action={`/admin/posts/${encodeURIComponent(p.id)}/delete`}
                onSubmit={(e) => onDelete(e, p)}
              >
                <button
                  type="submit"
                  disabled={deleting === p.id}
                  className={buttonClass("destructive", "sm")}
                >
                  {deleting === p.id ? "Deleting..." : "Delete"}
                  <span className="sr-only">: {p.title}</span>
                </button>
              </form>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        label="Pages of posts"
        newest={params.cursor ? pageHref(params.q, "") : undefined}
        newer={pageHref(params.q, nav.data?.prev ?? null)}
        older={pageHref(params.q, nav.data?.next ?? null)}
        onNavigate={(href) => {
          nav.navigate(dashboardParams(href.includes("?") ? href.slice(href.indexOf("?")) : ""));
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

/** Draft / Scheduled for {date} / Published, on each post of the dashboard. */
function PublishState({ status, publishedAt }: { status: string | undefined; publishedAt: string }) {
  if (status === "draft")
    return (
      <span
        data-publish-state="draft"
        className="rounded-full bg-slate-200 px-2.5 py-0.5 font-medium text-slate-800"
      >
        Draft
      </span>
    );
  if (Date.parse(publishedAt) > Date.now())
    return (
      <span
        data-publish-state="scheduled"
        className="rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900"
      >
        Scheduled for {formatDateTime(publishedAt)}
      </span>
    );
  return (
    <span
      data-publish-state="published"
      className="rounded-full bg-green-100 px-2.5 py-0.5 font-medium text-green-900"
    >
      Published
    </span>
  );
}
