import { type Context, Hono } from "hono";
import { DashboardPage } from "../../views/admin/posts/dashboard";
import { AdminPostNotFoundPage, PostEditorPage } from "../../views/admin/posts/post-editor-page";
import { EMPTY_POST, type PostFormValues, postPayload } from "../../views/admin/posts/post-form";
import { PublishConfirmPage } from "../../views/admin/posts/post-publish-confirm";
import type { AppEnv } from "../http/app-env";
import { record } from "../http/audit";
import { errorResponse } from "../http/error-response";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { imageAt, responsiveImagesFor } from "../images";
import { encodeCursor } from "../lib/cursor";
import {
  areaErrors,
  ContentTooComplexError,
  createPost,
  deletePost,
  isPublic,
  POST_NOT_FOUND,
  POSTS_PAGE_SIZE,
  parsePostsPage,
  renderPostHtml,
  updatePost,
} from "../posts";
import { fromFirmLocal } from "../shared/dates";
import type { FieldErrors } from "../shared/fields";
import { TOASTS, type ToastData } from "../shared/toasts";
import { validate } from "../shared/validate";
import { DASHBOARD_PATH } from "./admin-auth";
import { areasOf } from "./api/posts";
import { saveWithAlertChoice } from "./post-alert-choice";
import {
  approvePost,
  postApprovalGate,
  postNeedsApproval,
  requestPostApproval,
  returnPost,
  withdrawPostRequest,
} from "./post-approval";
import { alertField, readEditorForm, valuesOf } from "./post-editor-form";

const NEW_POST_PATH = "/admin/posts/new";
const ROBOTS = "noindex, nofollow" as const;
/** Posts per dashboard page: a page stays light however many posts there are. */
const DASHBOARD_PAGE_SIZE = POSTS_PAGE_SIZE;

async function editorPage(
  c: Context<AppEnv>,
  form: { postId?: string | undefined; values: PostFormValues; errors?: FieldErrors; noteError?: string },
  status = 200,
  toast?: ToastData,
) {
  // The preview beside the text, rendered as the public page renders it (also without JavaScript).
  let preview = "";
  try {
    if (form.values.content) preview = await renderPostHtml(c.get("deps"), form.values.content);
  } catch (e) {
    // Too complex to render: said on the text itself, which stays as it was typed.
    if (!(e instanceof ContentTooComplexError)) throw e;
    form = { ...form, errors: { ...form.errors, content: e.message } };
    if (status < 400) status = 422;
  }
  // A failed save is answered with the page itself, so its toast is rendered by the server.
  if (toast) c.set("flash", toast);
  const editing = form.postId !== undefined;
  const alert = await alertField(c, form.postId, form.values);
  const saved = form.postId === undefined ? undefined : await c.get("deps").repos.posts.findById(form.postId);
  return renderPage(
    c,
    {
      title: editing ? "Edit Post" : "Create New Post",
      description: editing ? "Edit a blog post." : "Write a new blog post.",
      robots: ROBOTS,
    },
    <PostEditorPage
      {...(form.postId !== undefined ? { postId: form.postId } : {})}
      values={{ ...form.values, alert: alert.alert }}
      alertNote={alert.note}
      preview={preview}
      areas={c
        .get("site")
        .content.practice.areas.filter((a) => a.inPostEditor)
        .map((a) => a.slug)}
      areaLabels={c.get("site").content.practice.staffLabels("select")}
      {...(form.errors ? { errors: form.errors } : {})}
      {...(saved
        ? {
            approval: {
              gate: await postApprovalGate(c, saved),
              viewer: c.get("session")?.username ?? "",
              onlyAdmin: await c.get("deps").content.onlyOneAdmin(),
              noteError: form.noteError,
            },
          }
        : {})}
    />,
    status,
  );
}

const postNotFound = (c: Context<AppEnv>) =>
  renderPage(
    c,
    { title: "Post Not Found", description: "The post does not exist.", robots: ROBOTS },
    <AdminPostNotFoundPage />,
    404,
  );

/** Validate → save → back to the dashboard with a toast; or the form again with every value and error. */
async function saveFromForm(c: Context<AppEnv>, postId?: string) {
  const { values, errors: uploadErrors, intent, confirmed } = await readEditorForm(c);
  // "Update preview" without JavaScript, or "Back to the editor" from the confirmation: the same page
  // with every value, its preview rendered, nothing saved.
  if (intent === "preview" || intent === "edit")
    return editorPage(c, { postId, values, errors: uploadErrors });
  // "Publish without e-mailing" from the confirmation: the same save with the alert held back.
  if (intent === "without-alert") values.alert = "hold";
  const parsed = await validate("postCreateSchema", postPayload(values, postId !== undefined));
  const { publishedAt: dateError, ...schemaErrors } = parsed.ok ? ({} as FieldErrors) : parsed.errors;
  const deps = c.get("deps");
  const before = postId === undefined ? undefined : await deps.repos.posts.findById(postId);
  const errors: FieldErrors = {
    ...schemaErrors,
    ...areaErrors(areasOf(c), values.serviceArea || undefined, before?.serviceArea),
    ...(dateError || (values.publishAt && !fromFirmLocal(values.publishAt))
      ? { publishAt: "Enter a valid date and time" }
      : {}),
    ...uploadErrors,
  };
  if (!parsed.ok || Object.keys(errors).length > 0) {
    return editorPage(c, { postId, values, errors }, 400, {
      title: "Error",
      description: Object.values(errors).join(". "),
      variant: "destructive",
    });
  }
  // A save that will e-mail the article's subscribers asks first, on a page of its own.
  if (!confirmed) {
    const planned = await deps.alerts.planned({
      postId,
      status: parsed.data.status,
      publishedAt: parsed.data.publishedAt,
      serviceArea: parsed.data.serviceArea,
      choice: parsed.data.alert,
    });
    if (planned) {
      const practice = c.get("site").content.practice;
      return renderPage(
        c,
        { title: "Publish and e-mail?", description: "Confirm the client alert.", robots: ROBOTS },
        <PublishConfirmPage
          action={postId === undefined ? NEW_POST_PATH : `/admin/posts/${postId}`}
          values={values}
          planned={planned}
          areaLabel={
            practice.bySlug.get(values.serviceArea)?.title ??
            practice.labelOf(values.serviceArea) ??
            values.serviceArea
          }
        />,
      );
    }
  }
  // Publishing (or changing a live article) while a second admin must approve: asked for instead; a draft
  // keeps the other changes typed and stays a draft, a live article stays as it is.
  if (await postNeedsApproval(c, before, parsed.data)) {
    let post = before;
    if (!before || before.status === "draft") {
      const asDraft = { ...parsed.data, status: "draft" as const, alert: undefined };
      const saved =
        postId === undefined
          ? await createPost(deps, asDraft, areasOf(c))
          : await updatePost(deps, postId, asDraft, areasOf(c));
      if (!saved.ok) {
        if (saved.status === 404) return postNotFound(c);
        return editorPage(c, { postId, values, errors: saved.fields }, saved.status, {
          title: "Error",
          description: saved.error,
          variant: "destructive",
        });
      }
      const target = { type: "post" as const, id: saved.post.id, label: saved.post.title };
      await record(c, postId === undefined ? "post.create" : "post.update", target);
      post = saved.post;
    }
    if (!post) return postNotFound(c);
    const asked = await requestPostApproval(c, post, parsed.data);
    setFlash(c, { title: "Asked for approval", description: asked.message });
    return redirectTo(c, `/admin/posts/${post.id}`, 303);
  }
  const result = await saveWithAlertChoice(
    deps,
    parsed.data.alert,
    parsed.data.title,
    (id) =>
      postId === undefined
        ? createPost(deps, parsed.data, areasOf(c), id)
        : updatePost(deps, postId, parsed.data, areasOf(c)),
    postId === undefined ? undefined : { id: postId },
  );
  if (!result.ok) {
    if (result.status === 404) return postNotFound(c);
    return editorPage(c, { postId, values, errors: result.fields }, result.status, {
      title: "Error",
      description: result.error,
      variant: "destructive",
    });
  }
  const target = { type: "post" as const, id: result.post.id, label: result.post.title };
  if (result.post.status === "published") await withdrawPostRequest(c, result.post.id);
  await record(c, postId === undefined ? "post.create" : "post.update", target);
  if (before?.status === "draft" && result.post.status === "published")
    await record(c, "post.publish", target, { scheduled: !isPublic(result.post) });
  setFlash(c, postId === undefined ? TOASTS.postCreated : TOASTS.postUpdated);
  return redirectTo(c, DASHBOARD_PATH, 303);
}

/**
 * The dashboard, the editor and their no-JavaScript form posts (the islands use the JSON API instead; both
 * save through src/posts/actions.ts). The admin guard redirects anyone signed out before these run.
 */
export const adminPostsRoutes = new Hono<AppEnv>()
  // A page of posts, newest first (`?cursor=` from its Newer/Older links), optionally by title (`?q=`).
  .get(DASHBOARD_PATH, async (c) => {
    const parsed = parsePostsPage({ q: c.req.query("q"), cursor: c.req.query("cursor") });
    if (!parsed.ok) return errorResponse(c, 400, `This page address is not valid: ${parsed.error}`);
    const { q, cursor } = parsed.params;
    const deps = c.get("deps");
    const page = await deps.repos.posts.page(q, cursor, DASHBOARD_PAGE_SIZE, "admin");
    const images = await responsiveImagesFor(deps, ...page.items.map((p) => p.featuredImage));
    const posts = page.items.map(
      ({ id, title, excerpt, serviceArea, publishedAt, featuredImage, status }) => ({
        status,
        id,
        title,
        excerpt,
        serviceArea,
        publishedAt,
        image: imageAt(images, featuredImage),
      }),
    );
    return renderPage(
      c,
      { title: "Posts", description: "Manage blog posts.", robots: ROBOTS },
      <DashboardPage
        checklist={(await c.get("deps").content.checklist(c.get("deps").mail.enabled)).length}
        posts={posts}
        areaLabels={c.get("site").content.practice.staffLabels("list")}
        page={{
          q,
          cursor: c.req.query("cursor") ?? "",
          next: page.next ? encodeCursor(page.next) : null,
          prev: page.prev ? encodeCursor(page.prev) : null,
        }}
      />,
    );
  })
  .get(NEW_POST_PATH, (c) => editorPage(c, { values: EMPTY_POST }))
  .post(NEW_POST_PATH, (c) => saveFromForm(c))
  .get("/admin/posts/:id", async (c) => {
    const post = await c.get("deps").repos.posts.findById(c.req.param("id"));
    return post ? editorPage(c, { postId: post.id, values: valuesOf(post) }) : postNotFound(c);
  })
  .post("/admin/posts/:id", async (c) => {
    const id = c.req.param("id");
    // Checked first, so no image is stored for a post that is not there.
    if (!(await c.get("deps").repos.posts.findById(id))) return postNotFound(c);
    return saveFromForm(c, id);
  })
  // Approval by a second admin, as plain forms: Approve (the held save is made now) or Return with a note.
  .post("/admin/posts/:id/approve", async (c) => {
    const id = c.req.param("id");
    const r = await approvePost(c, id, areasOf(c));
    if (!r.ok && r.status === 404) return postNotFound(c);
    setFlash(
      c,
      r.ok
        ? {
            title: "Approved",
            description: isPublic(r.post)
              ? "The article is live on the site."
              : "The article is scheduled for the time asked (Cayman time).",
          }
        : { title: "Error", description: r.error, variant: "destructive" },
    );
    return redirectTo(c, `/admin/posts/${id}`, 303);
  })
  .post("/admin/posts/:id/return", async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const r = await returnPost(c, id, form.note);
    if (!r.ok && r.status === 404) return postNotFound(c);
    if (!r.ok && r.status === 400) {
      const post = await c.get("deps").repos.posts.findById(id);
      if (post)
        return editorPage(
          c,
          { postId: id, values: valuesOf(post), noteError: r.fields?.note ?? r.error },
          400,
        );
    }
    setFlash(
      c,
      r.ok
        ? { title: "Returned", description: "The note is shown on the article for its writer." }
        : { title: "Error", description: r.error, variant: "destructive" },
    );
    return redirectTo(c, `/admin/posts/${id}`, 303);
  })
  .post("/admin/posts/:id/delete", async (c) => {
    const title = (await c.get("deps").repos.posts.findById(c.req.param("id")))?.title;
    if (await deletePost(c.get("deps"), c.req.param("id"))) {
      await record(c, "post.delete", { type: "post", id: c.req.param("id"), label: title });
      setFlash(c, TOASTS.postDeleted);
    } else setFlash(c, { title: "Error", description: POST_NOT_FOUND, variant: "destructive" });
    return redirectTo(c, DASHBOARD_PATH, 303);
  });
