import { Hono } from "hono";
import { BlogPostPage, PostNotFoundPage } from "../../views/pages/blog-post";
import type { AppEnv } from "../app-env";
import { practiceAreas } from "../content/practice-areas";
import { enhanceContentImages, imageAt, responsiveImagesFor } from "../images";
import { renderMarkdown } from "../lib/markdown";
import { renderPage } from "../lib/render";
import { blogPostingLd, pageLd } from "../lib/seo";
import { serviceAreaLabel } from "../schemas";

/** SPEC §2 Blog post: /blog/{slug}, server-rendered; a missing slug is a 404 "Post Not Found". */
export const blogRoutes = new Hono<AppEnv>().get("/blog/:slug", async (c) => {
  const post = await c.get("deps").repos.posts.findBySlug(c.req.param("slug"));
  if (!post) {
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
  const site = c.get("site");
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const area = practiceAreas.find((a) => a.serviceArea === post.serviceArea);
  const section = area?.title ?? serviceAreaLabel(post.serviceArea);
  const images = await responsiveImagesFor(c.get("deps"), post.featuredImage, post.content);
  const html = enhanceContentImages(await renderMarkdown(post.content), images);
  return renderPage(
    c,
    {
      title: post.title,
      description: post.excerpt,
      keywords: [section, "Cayman Islands law", "legal insights"],
      canonicalPath: path,
      ogType: "article",
      ...(post.featuredImage ? { ogImage: post.featuredImage } : {}),
      jsonLd: [
        ...pageLd(site, { path, title: post.title, description: post.excerpt }, [
          ...(area ? [{ name: area.navLabel, path: area.href }] : []),
          { name: post.title, path },
        ]),
        blogPostingLd(site, { ...post, section }),
      ],
    },
    <BlogPostPage post={post} html={html} featured={imageAt(images, post.featuredImage)} />,
  );
});
