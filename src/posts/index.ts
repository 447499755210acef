/**
 * Posts: saving and deleting them (drafts, scheduled publication, slugs and the redirects of renamed
 * ones live in the repositories), rendering and sanitising their markdown, the HTML kept beside it, the
 * dashboard's paging parameters and the Atom feed. The only door to src/posts.
 */
export {
  areaErrors,
  createPost,
  deletePost,
  NO_SUCH_AREA,
  POST_NOT_FOUND,
  type SaveResult,
  updatePost,
} from "./actions";
export { atomFeed, type FeedEntry } from "./feed";
export { keepPostHtml, postHtml, postHtmlJob, renderPostHtml } from "./html";
export {
  ContentTooComplexError,
  MARKDOWN_TIME_LIMIT_MS,
  MARKDOWN_TOO_SLOW,
  RENDERER_VERSION,
  renderMarkdown,
  renderTrustedMarkdown,
} from "./markdown";
export { POSTS_PAGE_SIZE, type PostsPageParams, parsePostsPage } from "./page-params";
export { isPublic } from "./visibility";
