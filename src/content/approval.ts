/**
 * Approval by a second admin. While the firm's settings want it for an item's kind, the admin who last
 * edited the item cannot make it public alone: their publish or schedule is recorded as a request, and
 * another admin approves it (the change is made then, and its revision names the approver) or returns it
 * with a note. The request does not touch the item, so a change made to it since leaves the request
 * stale: it cannot be approved, only returned or asked for again.
 */
import type { Approval, ApprovalRow, ContentRow } from "../db";
import type { Core } from "./core";
import { type ApprovalRules, approvalRulesOf, needsApproval } from "./fields-approval";
import {
  type Actor,
  type ItemView,
  iso,
  viewOf as itemView,
  NOT_FOUND,
  type Outcome,
  type Refusal,
  titleOf,
} from "./items";

/** A request waiting for a second admin, as staff see it. */
export interface ApprovalView {
  id: string;
  kind: string;
  itemId: string;
  title: string;
  requestedBy: string;
  requestedAt: string;
  action: "publish" | "schedule";
  scheduledFor: string | null;
  /** The item changed since it was asked for: it can only be returned or asked for again. */
  stale: boolean;
}

/** The approval state of one item, for its editor. */
export interface ApprovalGate {
  /**
   * Publishing from the editor becomes a request (the editor's form saves first, which makes whoever sends
   * it the last editor).
   */
  needed: boolean;
  pending: ApprovalView | undefined;
  /** The latest request returned with a note, while nothing newer is pending. */
  returned: { by: string; at: string; note: string } | undefined;
}

/** A publish that became a request for approval (`requested`), or the outcome of publishing. */
export type PublishOutcome =
  | Outcome<ItemView>
  | { ok: true; value: ItemView; requested: ApprovalView; onlyAdmin: boolean };

/** What staff read when no other admin exists to approve (the way out: add one). */
export const ADD_SECOND_ADMIN =
  "Another admin must approve it, and this site has only one admin: add a second admin under Account, Admins, and ask them to approve it from Site, Waiting for approval.";

/** Why the one who asked cannot approve their own request (content and articles alike). */
export const ownRequestRefused = (onlyAdmin: boolean) =>
  onlyAdmin
    ? `You asked for this change yourself, and the firm's settings want a second admin to approve it. ${ADD_SECOND_ADMIN}`
    : "You asked for this change yourself, and the firm's settings want a second admin to approve it: ask another admin to approve it from Site, Waiting for approval.";

export const NOTE_MAX = 1000;

/** The note a request is returned with (content and articles alike): required, at most NOTE_MAX. */
export function returnNote(
  note: unknown,
): { ok: true; note: string } | { ok: false; status: 400; error: string; fields: Record<string, string> } {
  const text = typeof note === "string" ? note.trim() : "";
  if (text && text.length <= NOTE_MAX) return { ok: true, note: text };
  return {
    ok: false,
    status: 400,
    error: text
      ? `The note is too long: keep it to ${NOTE_MAX} characters.`
      : "Write a note saying what should change before it can be approved.",
    fields: { note: text ? `At most ${NOTE_MAX} characters` : "Say what should change" },
  };
}

export function createApproval(
  core: Core,
  ops: {
    perform: (
      actor: Actor,
      row: ContentRow,
      data: Record<string, unknown>,
      when: number | undefined,
      approved?: Approval,
    ) => Promise<Outcome<ItemView>>;
    checkedForPublish: (
      row: ContentRow,
      source: Record<string, unknown>,
    ) => Promise<{ ok: true; data: Record<string, unknown> } | Refusal>;
  },
) {
  const { repos, now, audit, findLive } = core;

  async function rules(): Promise<ApprovalRules> {
    return approvalRulesOf((await repos.content.find("settings", "firm"))?.published);
  }

  /** The last editor of an item whose kind needs a second admin asks rather than publishes. */
  async function applies(row: ContentRow, actor: Actor): Promise<boolean> {
    return needsApproval(await rules(), row.kind) && row.updatedBy === actor.username;
  }

  async function viewOf(r: ApprovalRow, row?: ContentRow): Promise<ApprovalView> {
    const item = row ?? (await repos.content.find(r.kind, r.itemId));
    const data = item ? (item.draft ?? item.scheduled ?? item.published) : null;
    return {
      id: r.id,
      kind: r.kind,
      itemId: r.itemId,
      title: titleOf(r.kind, r.itemId, data),
      requestedBy: r.requestedByName ?? "an admin",
      requestedAt: iso(r.requestedAt),
      action: r.action,
      scheduledFor: r.scheduledFor === null ? null : iso(r.scheduledFor),
      stale: !item || item.revision !== r.revision,
    };
  }

  /** Whether no other admin exists who could approve (the screens then say how to add one). */
  const onlyOneAdmin = async () => (await repos.users.count()) < 2;

  async function request(
    actor: Actor,
    row: ContentRow,
    data: Record<string, unknown>,
    when: number | undefined,
  ): Promise<PublishOutcome> {
    const r = await repos.approvals.request({
      kind: row.kind,
      itemId: row.id,
      revision: row.revision,
      requestedBy: actor.userId,
      requestedByName: actor.username,
      action: when === undefined ? "publish" : "schedule",
      scheduledFor: when ?? null,
      at: now(),
    });
    await audit(
      actor,
      "content.approval-requested",
      row,
      titleOf(row.kind, row.id, data),
      when === undefined ? {} : { at: iso(when) },
    );
    return {
      ok: true,
      value: itemView(row),
      requested: await viewOf(r, row),
      onlyAdmin: await onlyOneAdmin(),
    };
  }

  /** The pending request of an item, or why there is nothing to decide. */
  async function pendingRow(kind: string, id: string) {
    const row = await findLive(kind, id);
    if (!row) return { refusal: NOT_FOUND } as const;
    const req = await repos.approvals.pendingFor(row.kind, row.id);
    if (!req)
      return {
        refusal: {
          ok: false,
          status: 409,
          error:
            "Nothing is waiting for approval on this item (it may have been approved or returned already).",
        } satisfies Refusal,
      } as const;
    return { row, req } as const;
  }

  async function ownRefusal(): Promise<Refusal> {
    return { ok: false, status: 403, error: ownRequestRefused(await onlyOneAdmin()) };
  }

  return {
    rules,
    applies,
    onlyOneAdmin,
    request,

    /** The approval state of an item (what its editor shows). */
    async gateFor(kind: string, id: string): Promise<ApprovalGate> {
      const row = await findLive(kind, id);
      if (!row) return { needed: false, pending: undefined, returned: undefined };
      const pending = await repos.approvals.pendingFor(row.kind, row.id);
      const last = pending ? undefined : await repos.approvals.lastDecidedFor(row.kind, row.id);
      return {
        needed: needsApproval(await rules(), row.kind),
        pending: pending && (await viewOf(pending, row)),
        returned:
          last?.state === "returned"
            ? { by: last.decidedByName ?? "an admin", at: iso(last.decidedAt ?? 0), note: last.note ?? "" }
            : undefined,
      };
    },

    async pendingFor(kind: string, id: string): Promise<ApprovalView | undefined> {
      const r = await repos.approvals.pendingFor(kind, id);
      return r && viewOf(r);
    },

    /** Every change waiting for a second admin (content; posts are listed by the posts' own door). */
    async waiting(): Promise<ApprovalView[]> {
      const out: ApprovalView[] = [];
      for (const r of await repos.approvals.pending()) if (r.kind !== "post") out.push(await viewOf(r));
      return out;
    },

    /**
     * Another admin approves: the change asked for is made now (the publish, or the schedule for the time
     * asked), its revision naming the approver. The one who asked cannot approve it.
     */
    async approve(actor: Actor, kind: string, id: string): Promise<Outcome<ItemView>> {
      const found = await pendingRow(kind, id);
      if (found.refusal) return found.refusal;
      const { row, req } = found;
      if (req.requestedBy === actor.userId) return ownRefusal();
      if (row.revision !== req.revision)
        return {
          ok: false,
          status: 409,
          error:
            "The item was changed after approval was asked for: return it, and its editor asks again for the version now in it.",
        };
      const source = req.action === "schedule" ? (row.draft ?? row.scheduled) : row.draft;
      if (!source) return { ok: false, status: 409, error: "There are no unpublished changes to approve." };
      const checked = await ops.checkedForPublish(row, source);
      if (!checked.ok) return checked;
      if (req.scheduledFor !== null && req.scheduledFor <= now())
        return {
          ok: false,
          status: 409,
          error:
            "The time it was to be published at has passed: return it so its editor can choose a new time, or ask them to publish now.",
        };
      const at = now();
      // Claimed first, so two admins approving at once make the change once.
      if (
        !(await repos.approvals.decide(req.id, {
          state: "approved",
          decidedBy: actor.userId,
          decidedByName: actor.username,
          at,
          note: null,
        }))
      )
        return { ok: false, status: 409, error: "Another admin has decided on this request already." };
      const asker: Actor = { userId: req.requestedBy, username: req.requestedByName ?? "", ip: actor.ip };
      const r = await ops.perform(asker, row, checked.data, req.scheduledFor ?? undefined, {
        by: actor.username,
        at,
      });
      if (!r.ok) {
        await repos.approvals.reopen(req.id);
        return r;
      }
      await audit(actor, "content.approved", row, titleOf(row.kind, row.id, checked.data), {
        requestedBy: req.requestedByName ?? "an admin",
        ...(req.scheduledFor !== null ? { at: iso(req.scheduledFor) } : {}),
      });
      return r;
    },

    /** Another admin returns the request with a note: nothing is published, the draft stays as it is. */
    async giveBack(actor: Actor, kind: string, id: string, note: unknown): Promise<Outcome<ItemView>> {
      const found = await pendingRow(kind, id);
      if (found.refusal) return found.refusal;
      const { row, req } = found;
      const checked = returnNote(note);
      if (!checked.ok) return checked;
      const text = checked.note;
      // The one who asked may withdraw their own request this way; approving it is what needs another admin.
      if (
        !(await repos.approvals.decide(req.id, {
          state: "returned",
          decidedBy: actor.userId,
          decidedByName: actor.username,
          at: now(),
          note: text,
        }))
      )
        return { ok: false, status: 409, error: "Another admin has decided on this request already." };
      await audit(actor, "content.returned", row, titleOf(row.kind, row.id, latestData(row)), {
        requestedBy: req.requestedByName ?? "an admin",
        note: text.slice(0, 200),
      });
      return { ok: true, value: itemView(row) };
    },
  };
}

const latestData = (row: ContentRow) => row.draft ?? row.scheduled ?? row.published;
