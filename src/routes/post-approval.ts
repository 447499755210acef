/**
 * Approval by a second admin for articles, the same for the JSON API and the plain forms. While the firm
 * wants a second admin for everything, an admin's save that would make an article live (publish now or at a
 * later date) or change one that is live is held as a request: a draft keeps its other changes but stays a
 * draft; a live article stays exactly as it was and the change waits in the request. Another admin approves
 * it (the held save is made then, through the same save and client-alert choice as Publish) or returns it
 * with a note.
 */
import type { Context } from "hono";
import { type ApprovalGate, type ApprovalView, ownRequestRefused, returnNote } from "../content";
import type { ApprovalRow } from "../db";
import type { AppEnv } from "../http/app-env";
import { record } from "../http/audit";
import { isPublic, POST_NOT_FOUND, type SaveResult, updatePost } from "../posts";
import type { PostUpdateInput } from "../shared/schemas";
import type { Post } from "../shared/wire-types";
import { saveWithAlertChoice } from "./post-alert-choice";

type Refused = { ok: false; status: 400 | 403 | 404 | 409; error: string; fields?: Record<string, string> };

const KIND = "post";

/**
 * Whether this save must wait for a second admin: approval for everything is on, and the article would be
 * live (or scheduled) after it, whether it was a draft (publishing) or live already (a change to it).
 */
export async function postNeedsApproval(
  c: Context<AppEnv>,
  before: Post | undefined,
  patch: { status?: string | undefined },
): Promise<boolean> {
  if ((patch.status ?? before?.status) !== "published") return false;
  return (await c.get("deps").content.approvalRules()).all;
}

function viewOf(r: ApprovalRow, post: Post | undefined): ApprovalView {
  return {
    id: r.id,
    kind: KIND,
    itemId: r.itemId,
    title: post?.title ?? "An article",
    requestedBy: r.requestedByName ?? "an admin",
    requestedAt: new Date(r.requestedAt).toISOString(),
    action: r.action,
    scheduledFor: r.scheduledFor === null ? null : new Date(r.scheduledFor).toISOString(),
    stale: !post,
  };
}

/**
 * Records the request for `post` (saved already as a draft, or untouched when live), holding `payload`: the
 * save to make on approval. Withdraws any earlier pending request for it.
 */
export async function requestPostApproval(
  c: Context<AppEnv>,
  post: Post,
  payload: PostUpdateInput,
): Promise<{ approval: ApprovalView; onlyAdmin: boolean; message: string }> {
  const deps = c.get("deps");
  const session = c.get("session");
  const now = (deps.now ?? Date.now)();
  const at = payload.publishedAt === undefined ? undefined : Date.parse(payload.publishedAt);
  const later = at !== undefined && at > now;
  const r = await deps.repos.approvals.request({
    kind: KIND,
    itemId: post.id,
    revision: 0,
    requestedBy: session?.userId ?? "",
    requestedByName: session?.username ?? null,
    action: later ? "schedule" : "publish",
    scheduledFor: later ? at : null,
    at: now,
    payload,
  });
  await record(
    c,
    "post.approval-requested",
    { type: "post", id: post.id, label: payload.title ?? post.title },
    later ? { at: new Date(at).toISOString() } : {},
  );
  const onlyAdmin = await deps.content.onlyOneAdmin();
  return {
    approval: viewOf(r, post),
    onlyAdmin,
    message: onlyAdmin
      ? "Your changes are saved and wait for a second admin. This site has only one admin: add one under Account, Admins."
      : "Your changes are saved and wait for another admin to approve them.",
  };
}

/** An admin publishing without needing approval (approval switched off) drops the request that waited. */
export async function withdrawPostRequest(c: Context<AppEnv>, id: string): Promise<void> {
  await c.get("deps").repos.approvals.withdraw(KIND, id);
}

/** The article's approval state, for its editor. */
export async function postApprovalGate(c: Context<AppEnv>, post: Post): Promise<ApprovalGate> {
  const { repos, content } = c.get("deps");
  const pending = await repos.approvals.pendingFor(KIND, post.id);
  const last = pending ? undefined : await repos.approvals.lastDecidedFor(KIND, post.id);
  return {
    needed: (await content.approvalRules()).all,
    pending: pending && viewOf(pending, post),
    returned:
      last?.state === "returned"
        ? {
            by: last.decidedByName ?? "an admin",
            at: new Date(last.decidedAt ?? 0).toISOString(),
            note: last.note ?? "",
          }
        : undefined,
  };
}

/** Every article waiting for a second admin (for the Site screen's list). */
export async function postsWaiting(c: Context<AppEnv>): Promise<ApprovalView[]> {
  const { repos } = c.get("deps");
  const out: ApprovalView[] = [];
  for (const r of await repos.approvals.pending())
    if (r.kind === KIND) out.push(viewOf(r, await repos.posts.findById(r.itemId)));
  return out;
}

async function pendingOf(c: Context<AppEnv>, id: string) {
  const { repos } = c.get("deps");
  const post = await repos.posts.findById(id);
  if (!post) return { refusal: { ok: false, status: 404, error: POST_NOT_FOUND } satisfies Refused } as const;
  const req = await repos.approvals.pendingFor(KIND, id);
  if (!req)
    return {
      refusal: {
        ok: false,
        status: 409,
        error:
          "Nothing is waiting for approval on this article (it may have been approved or returned already).",
      } satisfies Refused,
    } as const;
  return { post, req } as const;
}

/**
 * Another admin approves: the held save is made now, exactly as the asker's save would have been (its
 * client-alert choice included). The one who asked cannot approve it.
 */
export async function approvePost(
  c: Context<AppEnv>,
  id: string,
  /** The practice areas on the site now (what the save checks the article's area against). */
  areas: ReadonlySet<string>,
): Promise<SaveResult | Refused> {
  const found = await pendingOf(c, id);
  if (found.refusal) return found.refusal;
  const { post: before, req } = found;
  const deps = c.get("deps");
  const session = c.get("session");
  if (req.requestedBy === session?.userId)
    return { ok: false, status: 403, error: ownRequestRefused(await deps.content.onlyOneAdmin()) };
  // Claimed first, so two admins approving at once make the change once.
  const claimed = await deps.repos.approvals.decide(req.id, {
    state: "approved",
    decidedBy: session?.userId ?? "",
    decidedByName: session?.username ?? null,
    at: (deps.now ?? Date.now)(),
    note: null,
  });
  if (!claimed)
    return { ok: false, status: 409, error: "Another admin has decided on this request already." };
  const payload = (req.payload ?? { status: "published" }) as PostUpdateInput;
  const result = await saveWithAlertChoice(
    deps,
    payload.alert,
    payload.title ?? before.title,
    () => updatePost(deps, id, payload, areas),
    { id },
  );
  if (!result.ok) {
    await deps.repos.approvals.reopen(req.id);
    return result;
  }
  const target = { type: "post" as const, id, label: result.post.title };
  if (before.status === "draft" && result.post.status === "published")
    await record(c, "post.publish", target, { scheduled: !isPublic(result.post) });
  await record(c, "post.approved", target, {
    requestedBy: req.requestedByName ?? "an admin",
    ...(req.scheduledFor !== null ? { at: new Date(req.scheduledFor).toISOString() } : {}),
  });
  return result;
}

/** Another admin (or the asker, withdrawing) returns the request with a note: nothing changes on the site. */
export async function returnPost(
  c: Context<AppEnv>,
  id: string,
  note: unknown,
): Promise<{ ok: true; post: Post } | Refused> {
  const found = await pendingOf(c, id);
  if (found.refusal) return found.refusal;
  const { post, req } = found;
  const checked = returnNote(note);
  if (!checked.ok) return checked;
  const text = checked.note;
  const deps = c.get("deps");
  const session = c.get("session");
  const decided = await deps.repos.approvals.decide(req.id, {
    state: "returned",
    decidedBy: session?.userId ?? "",
    decidedByName: session?.username ?? null,
    at: (deps.now ?? Date.now)(),
    note: text,
  });
  if (!decided)
    return { ok: false, status: 409, error: "Another admin has decided on this request already." };
  await record(
    c,
    "post.returned",
    { type: "post", id, label: post.title },
    { requestedBy: req.requestedByName ?? "an admin", note: text.slice(0, 200) },
  );
  return { ok: true, post };
}
