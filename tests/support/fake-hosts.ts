/**
 * Lawyers taking bookings as the screens see them, without the booking capability behind them: the test
 * app's booking door answers from a small in-memory set that a test changes at will, and records what the
 * forms asked of it. For the screens' own tests (the capability has its own).
 */
import type { AuditActor } from "../../src/audit";
import type { BookingDoor, HostSummary, WeekView } from "../../src/booking";

export interface FakeHosts {
  hosts: HostSummary[];
  weeks: WeekView[];
  attention: Awaited<ReturnType<BookingDoor["attention"]>>;
  typeHosts: Record<string, { id: string; name: string }[]>;
  feeds: Record<string, string>;
  /** What the door was asked: [method, hostId, argument?]. */
  calls: [string, string, string?][];
  /** The refusal setCalendarAddress answers with, when set. */
  refuse?: string | undefined;
}

export function hostSummary(over: Partial<HostSummary> & { id: string; name: string }): HostSummary {
  return {
    email: `${over.id}@firm.example`,
    personId: over.id,
    calendar: { address: "", state: "none", reason: null, since: null, lastRead: null, busyCount: 0 },
    whenCalendarFails: "keep",
    offering: true,
    feed: { enabled: false, url: null },
    ...over,
  };
}

/** Replaces the hosts' calls of `door` with answers from the returned state. */
export function fakeHosts(door: BookingDoor): FakeHosts {
  const s: FakeHosts = { hosts: [], weeks: [], attention: [], typeHosts: {}, feeds: {}, calls: [] };
  const find = (id: string) => s.hosts.find((h) => h.id === id);
  const who = (actor: AuditActor) => actor.username ?? "";
  Object.assign(door, {
    hosts: async () => s.hosts,
    host: async (id: string) => find(id),
    setCalendarAddress: async (id: string, url: string, actor: AuditActor) => {
      s.calls.push(["setCalendarAddress", id, `${url}|${who(actor)}`]);
      return s.refuse ? { ok: false, error: s.refuse } : { ok: true };
    },
    removeCalendarAddress: async (id: string) => void s.calls.push(["removeCalendarAddress", id]),
    feedOn: async (id: string) => {
      s.calls.push(["feedOn", id]);
      return `http://localhost/calendars/${"t".repeat(43)}.ics`;
    },
    feedRevoke: async (id: string) => void s.calls.push(["feedRevoke", id]),
    feedIcs: async (token: string) => s.feeds[token],
    week: async (hostId: string, weekStart: string) => {
      s.calls.push(["week", hostId, weekStart]);
      return (
        s.weeks.find((w) => w.hostId === hostId && w.weekStart === weekStart) ?? {
          hostId,
          hostName: find(hostId)?.name ?? "",
          weekStart,
          days: [],
        }
      );
    },
    attention: async () => s.attention,
    typeHosts: async (typeId: string) => s.typeHosts[typeId] ?? [],
  } satisfies Partial<BookingDoor>);
  return s;
}
