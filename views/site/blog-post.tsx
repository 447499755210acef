import { formatDateTime, formatLongDate } from "../../src/shared/dates";
import { serviceAreaLabel } from "../../src/shared/fields";
import { IMAGE_SIZES, type ResponsiveImage } from "../../src/shared/responsive-image";
import type { Post } from "../../src/shared/wire-types";
import { ButtonLink } from "../ui/button";
import { ResponsiveImg } from "../ui/responsive-img";
import { AlertsForm, type AlertsFormProps } from "./alerts-form";

function BackArrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M9.7 4.3a1 1 0 0 1 0 1.4L6.4 9H15a1 1 0 1 1 0 2H6.4l3.3 3.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

/**
 * A blog post's page. `html` is the content already rendered and sanitised by src/posts/markdown.ts (its
 * uploads given srcset by src/images); it is the only raw HTML on the page. `featured` is the featured
 * image's variants when it is an upload of ours.
 */
export function BlogPostPage({
  post,
  html,
  featured,
  preview,
  alerts,
}: {
  /** The client alerts form, when the site offers alerts. */
  alerts?: AlertsFormProps | undefined;
  post: Post;
  html: string;
  featured?: ResponsiveImage | undefined;
  /** Set when an admin looks at a draft or a scheduled post. */
  preview?: { status: Post["status"]; publishedAt: string } | undefined;
}) {
  return (
    <article className="bg-white py-10 sm:py-14">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        {preview && (
          <p
            role="status"
            data-preview-banner=""
            className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
          >
            Preview — not published.{" "}
            <span className="font-normal">
              {preview.status === "draft"
                ? "This is a draft: only signed-in admins can see it."
                : `Scheduled for ${formatDateTime(preview.publishedAt)} (Cayman time); visitors see it from then.`}
            </span>
          </p>
        )}
        <ButtonLink href="/" variant="ghost" size="sm" className="-ml-3">
          <BackArrow />
          Back
        </ButtonLink>
        <header className="mt-6">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="inline-flex rounded-full bg-sea-100 px-3 py-1 font-semibold text-sea-800">
              {serviceAreaLabel(post.serviceArea)}
            </span>
            <time dateTime={post.publishedAt} className="text-slate-600">
              {formatLongDate(post.publishedAt)}
            </time>
          </div>
          <h1 className="mt-4 text-4xl font-bold leading-tight text-navy-900 sm:text-5xl">{post.title}</h1>
          <p className="mt-5 text-xl leading-relaxed text-slate-600">{post.excerpt}</p>
        </header>
        {featured ? (
          // The page's largest element above the fold: fetched first, in the width the screen needs.
          <ResponsiveImg
            image={featured}
            alt={post.featuredImageAlt}
            sizes={IMAGE_SIZES.article}
            priority
            fill
            className="mt-8 aspect-video rounded-xl"
          />
        ) : post.featuredImage ? (
          // Any size of image fits a fixed 16:9 box, so nothing moves when it loads.
          <div className="mt-8 aspect-video overflow-hidden rounded-xl bg-slate-100">
            <img
              src={post.featuredImage}
              alt={post.featuredImageAlt}
              width={1200}
              height={675}
              fetchPriority="high"
              className="h-full w-full object-cover"
            />
          </div>
        ) : null}
        <div
          className="prose prose-lg prose-slate mt-10 max-w-none prose-headings:text-navy-900 prose-a:text-sea-700 prose-img:rounded-lg"
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {alerts && (
          <div className="mt-12">
            <AlertsForm {...alerts} />
          </div>
        )}
        <div className="mt-12 border-t border-slate-200 pt-8">
          <ButtonLink href="/" variant="outline">
            <BackArrow />
            Back
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/** A missing post: "Post Not Found". */
export function PostNotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-navy-900 sm:text-5xl">Post Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The blog post you're looking for doesn't exist.</p>
      <div className="mt-8">
        <ButtonLink href="/">Back to Home</ButtonLink>
      </div>
    </section>
  );
}

/** The address of a deleted article (410 Gone): the missing-post text, and why. */
export function PostGonePage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-navy-900 sm:text-5xl">Post Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The blog post you're looking for doesn't exist.</p>
      <p className="mt-2 text-slate-600">It has been removed from our website.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Back to Home</ButtonLink>
        <ButtonLink href="/blog" variant="outline">
          Browse our insights
        </ButtonLink>
      </div>
    </section>
  );
}
