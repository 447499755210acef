import type { Content } from "../content";
import type { Repos } from "../db";
import { describeSmtpError, MAIL_NOT_SET_UP, type Mail, soleRecipient } from "../mail";
import type { Post } from "../shared/wire-types";
import { type ArticleAlert, buildAlertMail, type FirmDetails } from "./message";

export type PreviewMail = { subject: string; text: string; html: string };

/** A post as its alert shows it: title, excerpt, its address on the site, its practice area's name. */
export async function articleView(
  content: Content,
  post: Pick<Post, "title" | "excerpt" | "slug" | "serviceArea">,
  base: string,
): Promise<ArticleAlert> {
  const site = await content.site();
  return {
    title: post.title,
    excerpt: post.excerpt,
    url: `${base}/blog/${encodeURIComponent(post.slug)}`,
    area: site.practice.bySlug.get(post.serviceArea)?.title ?? site.practice.labelOf(post.serviceArea) ?? "",
  };
}

/**
 * An article's alert as its subscribers will get it, for the admin: a preview (with made-up personal
 * links) and a test sent at once to one address over a fresh connection, never through the outbox.
 */
export function createAlertPreview(deps: {
  repos: Repos;
  content: Content;
  mail: Mail;
  firm: () => Promise<FirmDetails>;
  now: () => number;
}) {
  const { repos, content, mail } = deps;

  async function preview(postId: string, origin: string): Promise<PreviewMail | string> {
    const post = await repos.posts.findById(postId);
    if (!post) return "No such article.";
    const firm = await deps.firm();
    // `origin` is the site's own (the request context's `site.origin`), never a request's Host.
    const base = origin;
    const article = await articleView(content, post, base);
    const m = buildAlertMail({
      from: mail.sender() ?? { name: firm.name, address: firm.email },
      messageId: `<preview@${mail.messageHost || "localhost"}>`,
      firm,
      to: {
        email: "subscriber@example.com",
        token: "preview-token-not-a-real-one",
        base,
        topics: [article.area || "Firm news"],
        since: new Date(deps.now()).toISOString(),
      },
      article,
      advertising: (await content.site()).results.advertising,
    });
    return { subject: String(m.subject), text: String(m.text), html: String(m.html) };
  }

  async function sendTest(
    postId: string,
    to: string,
    origin: string,
  ): Promise<{ ok: true } | { ok: false; error: string }> {
    if (!mail.enabled) return { ok: false, error: MAIL_NOT_SET_UP };
    const p = await preview(postId, origin);
    if (typeof p === "string") return { ok: false, error: p };
    try {
      await mail.sendNow({
        ...soleRecipient(mail.sender()!, to),
        subject: `[Test] ${p.subject}`,
        text: p.text,
        html: p.html,
        // Marked as sent by the site, but not as a list's: no unsubscribing from a test.
        headers: { "Auto-Submitted": "auto-generated" },
      });
      return { ok: true };
    } catch (e) {
      return { ok: false, error: describeSmtpError(e).message };
    }
  }

  return { preview, sendTest };
}
