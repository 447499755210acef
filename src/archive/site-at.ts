/** The site's content and posts as they were live at one instant. */
import type { Content, SiteContent } from "../content";
import type { PostsRepo, Repos } from "../db";
import type { Post } from "../shared/wire-types";
import { pastPosts } from "./past-posts";

export interface PastSite {
  /** The instant, ms. */
  at: number;
  /** The site's own address (today's: links in the pages point where the site lives). */
  origin: string;
  content: SiteContent;
  /** The posts live then, newest publication first. */
  postList: Post[];
  /** The same posts, answering the public pages' reads. */
  posts: PostsRepo;
}

export interface ArchiveDeps {
  content: Content;
  repos: Repos;
}

/** Undefined when the site had no content yet at `at` (before it was installed). */
export async function siteAt(deps: ArchiveDeps, at: number): Promise<PastSite | undefined> {
  const content = await deps.content.siteAt(at);
  if (!content) return undefined;
  const postList = (await deps.repos.postVersions.liveAt(at)).map((v) => v.post);
  return { at, origin: await deps.content.origin(), content, postList, posts: pastPosts(postList) };
}
