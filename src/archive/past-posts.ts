/**
 * The posts that were live at an instant, answering the reads the public pages make of the posts
 * repository, so the site's own routes and views render the past without knowing it. Nothing here writes.
 */
import type { PostsRepo } from "../db";
import { renderMarkdown } from "../posts";
import type { Post, PostCard } from "../shared/wire-types";

const card = (p: Post): PostCard => {
  const { id, slug, title, excerpt, serviceArea, publishedAt, featuredImage, featuredImageAlt } = p;
  return { id, slug, title, excerpt, serviceArea, publishedAt, featuredImage, featuredImageAlt };
};

const readOnly = () => {
  throw new Error("the site on a past date cannot be changed");
};

/** `posts`: newest publication first, as the live history lists them. */
export function pastPosts(posts: readonly Post[]): PostsRepo {
  const byId = (id: string) => posts.find((p) => p.id === id);
  const inArea = (area: string | undefined) => posts.filter((p) => !area || p.serviceArea === area);
  return {
    list: async () => [...posts],
    listByServiceArea: async (area: string, limit: number) => inArea(area).slice(0, limit).map(card),
    publicPage: async (area: string | undefined, offset: number, limit: number) => {
      const all = inArea(area);
      return { items: all.slice(offset, offset + limit), total: all.length };
    },
    // Nothing is scheduled in the past: the pages of that instant never go stale.
    nextScheduledAfter: async () => undefined,
    // The text as it was, rendered by today's renderer (the HTML kept then was not kept with the history).
    htmlOf: async (id: string) => {
      const p = byId(id);
      return p ? renderMarkdown(p.content) : undefined;
    },
    storeHtml: async () => {},
    withStaleHtml: async () => [],
    // A renamed post's former address is not part of the live history: it answers as unknown.
    formerSlug: async () => undefined,
    page: async () => ({ items: [...posts], next: undefined, prev: undefined }),
    findById: async (id: string) => byId(id),
    findBySlug: async (slug: string) => posts.find((p) => p.slug === slug),
    listSlugs: async () =>
      posts.map((p) => ({ slug: p.slug, publishedAt: p.publishedAt, serviceArea: p.serviceArea })),
    usesUpload: async (id: string) =>
      posts.some((p) => p.featuredImage?.includes(`/uploads/${id}`) || p.content.includes(`/uploads/${id}`)),
    listImageTextPage: async () => [],
    create: readOnly,
    update: readOnly,
    delete: readOnly,
  };
}
