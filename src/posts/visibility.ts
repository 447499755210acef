import type { Post } from "../shared/wire-types";

/** Whether visitors can see the post now: published, and its time has come (a later one is scheduled). */
export const isPublic = (post: Pick<Post, "status" | "publishedAt">, now = Date.now()) =>
  post.status === "published" && Date.parse(post.publishedAt) <= now;
