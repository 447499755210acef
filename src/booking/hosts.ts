/**
 * The lawyers taking bookings as free times need them: each lawyer's hours (their own or the firm's),
 * whether their times are offered now (a failing calendar with "stop" offers none), and the busy times of
 * their own calendar. Busy times are kept in memory per lawyer and parsed once per version: the versions
 * are read in one small query at most every 30 seconds (or at once after this instance read a calendar),
 * so listing free times parses no JSON per request.
 */
import { CALENDAR_STALE_MS } from "../calendars";
import type { BookingHostData, Weekday } from "../content";
import type { CalendarSourceState, Repos } from "../db";
import { hoursOf, type StoredType } from "./catalogue";
import type { OpeningHours } from "./slot-calendar";
import type { SlotException, TakenBlock } from "./slots";

/** How long the calendars' versions are trusted before being read again. */
export const VERSIONS_TTL_MS = 30_000;

export type StoredHost = BookingHostData & { id: string; name: string };

export type CalendarState = "none" | "ok" | "failing" | "stale";

/** A calendar's state in words and facts, from its stored state. */
export function calendarStateOf(
  s: CalendarSourceState | undefined,
  now: number,
): {
  state: CalendarState;
  reason: string | null;
  since: number | null;
} {
  if (!s) return { state: "none", reason: null, since: null };
  if (s.error) return { state: "failing", reason: s.error, since: s.failingSince };
  if (s.okAt !== null && now - s.okAt > CALENDAR_STALE_MS)
    return { state: "stale", reason: "Not read for over an hour", since: s.okAt };
  return { state: "ok", reason: null, since: null };
}

export interface HostPlan {
  id: string;
  weekly: Record<Weekday, OpeningHours>;
  exceptions: SlotException[];
  /** False while the calendar fails and the firm chose to stop offering the lawyer's times. */
  offering: boolean;
}

export function createHostDirectory(deps: {
  repos: Repos;
  hosts: () => Promise<StoredHost[]>;
  firmHours: () => Promise<ReturnType<typeof hoursOf>>;
  now: () => number;
}) {
  const { repos, now } = deps;
  let states: { at: number; byHost: Map<string, CalendarSourceState> } | undefined;
  const busyCache = new Map<string, { version: number; blocks: TakenBlock[] }>();

  async function stateMap(): Promise<Map<string, CalendarSourceState>> {
    if (!states || now() - states.at > VERSIONS_TTL_MS || now() < states.at) {
      const list = await repos.calendarSources.states();
      states = { at: now(), byHost: new Map(list.map((s) => [s.hostId, s])) };
    }
    return states.byHost;
  }

  /** The busy blocks of a lawyer's calendar, sorted (parsed once per version). */
  async function busy(hostId: string): Promise<TakenBlock[]> {
    const state = (await stateMap()).get(hostId);
    if (!state) return [];
    const cached = busyCache.get(hostId);
    if (cached && cached.version === state.busyVersion) return cached.blocks;
    const stored = await repos.calendarSources.busy(hostId);
    let blocks: TakenBlock[] = [];
    try {
      const spans = stored?.json ? (JSON.parse(stored.json) as [number, number][]) : [];
      blocks = spans
        .filter((s) => Array.isArray(s) && Number.isFinite(s[0]) && Number.isFinite(s[1]) && s[1] > s[0])
        .map(([start, end]) => ({ blockStart: start, blockEnd: end, start, typeId: "" }))
        .sort((a, b) => a.blockStart - b.blockStart);
    } catch {
      blocks = [];
    }
    busyCache.set(hostId, { version: stored?.version ?? state.busyVersion, blocks });
    return blocks;
  }

  async function all(): Promise<StoredHost[]> {
    return deps.hosts();
  }

  return {
    all,
    async byId(id: string): Promise<StoredHost | undefined> {
      return (await all()).find((h) => h.id === id);
    },
    /** The lawyers of a type that take bookings, in the type's order (ones no longer there left out). */
    async ofType(type: StoredType): Promise<StoredHost[]> {
      const hosts = await all();
      const ids = [...new Set((type.hosts ?? []).map((h) => h.host))];
      return ids.flatMap((id) => hosts.find((h) => h.id === id) ?? []);
    },
    async plan(host: StoredHost): Promise<HostPlan> {
      const hours = host.ownHours
        ? hoursOf({ weekly: host.weekly, exceptions: host.exceptions })
        : await deps.firmHours();
      const c = calendarStateOf((await stateMap()).get(host.id), now());
      return {
        id: host.id,
        ...hours,
        offering: !(host.whenCalendarFails === "stop" && (c.state === "failing" || c.state === "stale")),
      };
    },
    /** Busy blocks overlapping [from, to). */
    async busyBetween(hostId: string, from: number, to: number): Promise<TakenBlock[]> {
      const blocks = await busy(hostId);
      if (blocks.length === 0) return blocks;
      // Sorted by start: everything starting before `to`, then those ending after `from`.
      let hi = blocks.length;
      let lo = 0;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (blocks[mid]!.blockStart < to) lo = mid + 1;
        else hi = mid;
      }
      return blocks.slice(0, lo).filter((b) => b.blockEnd > from);
    },
    async state(hostId: string) {
      return (await stateMap()).get(hostId);
    },
    async states() {
      return stateMap();
    },
    /** This instance changed a calendar: read the versions again at the next question. */
    changed() {
      states = undefined;
    },
  };
}
export type HostDirectory = ReturnType<typeof createHostDirectory>;
