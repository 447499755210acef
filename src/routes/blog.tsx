import { type Context, Hono } from "hono";
import { BlogPostPage, PostGonePage, PostNotFoundPage } from "../../views/site/blog-post";
import { blogPostingLd, pageLd } from "../../views/site/json-ld";
import type { AppEnv } from "../http/app-env";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { postViewOf } from "../http/viewer";
import { imageAt, responsiveImagesFor } from "../images";
import { isPublic, postHtml } from "../posts";
import { serviceAreaLabel } from "../shared/fields";
import type { Post } from "../shared/wire-types";
import { alertsFormFor } from "./alerts-form-props";
import { articlesRoutes } from "./articles";

const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

function notFound(c: Context<AppEnv>) {
  return renderPage(
    c,
    {
      title: "Post Not Found",
      description: "The blog post you're looking for doesn't exist.",
      robots: "noindex, nofollow",
    },
    <PostNotFoundPage />,
    404,
  );
}

async function postPage(c: Context<AppEnv>, post: Post) {
  const site = c.get("site");
  const path = postPath(post.slug);
  // A post filed under a retired area keeps it: named, but no longer linked.
  const area = site.content.practice.bySlug.get(post.serviceArea);
  const section =
    area?.title ?? site.content.practice.labelOf(post.serviceArea) ?? serviceAreaLabel(post.serviceArea);
  const deps = c.get("deps");
  const [{ html, provisional }, images] = await Promise.all([
    postHtml(deps, post),
    responsiveImagesFor(deps, post.featuredImage),
  ]);
  // An admin looking at a draft or a scheduled post: the page as it will be, marked, never indexed and
  // never kept by any cache (the page cache skips private responses).
  const preview = !isPublic(post);
  const res = renderPage(
    c,
    {
      title: post.title,
      description: post.excerpt,
      keywords: [section, "Cayman Islands law", "legal insights"],
      canonicalPath: path,
      ogType: "article",
      ...(preview ? { robots: "noindex, nofollow" as const } : {}),
      ...(post.featuredImage ? { ogImage: post.featuredImage } : {}),
      jsonLd: [
        ...pageLd(site, { path, title: post.title, description: post.excerpt }, [
          ...(area ? [{ name: area.navLabel, path: area.href }] : []),
          { name: post.title, path },
        ]),
        blogPostingLd(site, { ...post, section }),
      ],
    },
    <BlogPostPage
      post={post}
      html={html}
      featured={imageAt(images, post.featuredImage)}
      preview={preview ? { status: post.status, publishedAt: post.publishedAt } : undefined}
      alerts={preview ? undefined : await alertsFormFor(c, path)}
    />,
  );
  // A provisional text (its HTML is being made: src/posts/html.ts) is never kept either.
  if (preview || provisional) res.headers.set("Cache-Control", "private, no-store");
  return res;
}

/**
 * A blog post: /blog/{slug}, server-rendered; a missing slug is a 404 "Post Not Found". With drafts and schedules:
 * drafts and scheduled posts are 404 to visitors and a preview to admins; a renamed post's old address
 * answers 301 to the current one; a deleted post's answers 410 Gone. /blog and its feed come first.
 */
export const blogRoutes = new Hono<AppEnv>().route("/", articlesRoutes).get("/blog/:slug", async (c) => {
  const slug = c.req.param("slug");
  const { posts } = c.get("deps").repos;
  const post = await posts.findBySlug(slug, postViewOf(c));
  if (post) return postPage(c, post);
  const former = await posts.formerSlug(slug);
  // One hop to wherever the post lives now (while visitors may see it there).
  if (former?.kind === "moved" && (postViewOf(c) === "admin" || isPublic(former.post)))
    return redirectTo(c, postPath(former.post.slug), 301);
  if (former?.kind === "gone") {
    return renderPage(
      c,
      {
        title: "Post Not Found",
        description: "The blog post you're looking for doesn't exist.",
        robots: "noindex, nofollow",
      },
      <PostGonePage />,
      410,
    );
  }
  return notFound(c);
});
