/**
 * Reads environment variables for src/config.ts and collects what is wrong with them, one line per
 * variable ("PORT: …"), so an operator sees every problem at once. Written out rather than with zod:
 * evaluating zod took ~2 ms of every start (docs/decisions/020-lazy-start.md), and the environment is a
 * flat list of strings, numbers, flags and URLs.
 */
import { isPlainEmail } from "./shared/email-address";

/**
 * A plain e-mail address, as the firm's settings require it (src/shared/email-address.ts): these go into
 * pages, links and mail headers.
 */
export const isEmail = (value: string): boolean => isPlainEmail(value);

const FLAGS: Record<string, boolean> = {
  on: true,
  true: true,
  "1": true,
  yes: true,
  off: false,
  false: false,
  "0": false,
  no: false,
};

export class EnvReader {
  readonly problems: string[] = [];

  /** `env` holds only variables that are set and not empty. */
  constructor(private readonly env: Record<string, string | undefined>) {}

  /** Records a problem with `name`: `message` says what is expected, without repeating the name. */
  problem(name: string, message: string): undefined {
    this.problems.push(`${name}: ${message}`);
    return undefined;
  }

  /** A string of `min`–`max` characters (after trimming when `trim`). */
  string(
    name: string,
    rule: { trim?: boolean; min?: number; max?: number; tooShort?: string } = {},
  ): string | undefined {
    const raw = this.env[name];
    if (raw === undefined) return undefined;
    const value = rule.trim ? raw.trim() : raw;
    const { min = 1, max = Number.POSITIVE_INFINITY } = rule;
    if (value.length < min)
      return this.problem(name, rule.tooShort ?? `must be at least ${min} character${min === 1 ? "" : "s"}`);
    if (value.length > max) return this.problem(name, `must be at most ${max} characters`);
    return value;
  }

  /** A whole number from `min` to `max`; `say` replaces the default wording of a problem. */
  int(
    name: string,
    min: number,
    max: number,
    say: { notNumber?: string; tooSmall?: string; tooBig?: string } = {},
  ): number | undefined {
    const raw = this.env[name];
    if (raw === undefined) return undefined;
    const value = raw.trim();
    if (!/^-?\d+$/.test(value))
      return this.problem(name, say.notNumber ?? `must be a whole number from ${min} to ${max}`);
    const n = Number(value);
    if (n < min) return this.problem(name, say.tooSmall ?? `must be at least ${min}`);
    if (n > max) return this.problem(name, say.tooBig ?? `must be at most ${max}`);
    return n;
  }

  /** on/off, true/false, 1/0, yes/no. */
  flag(name: string, fallback: boolean): boolean {
    const raw = this.env[name];
    if (raw === undefined) return fallback;
    const value = FLAGS[raw];
    if (value === undefined) this.problem(name, "must be one of on, off, true, false, 1, 0, yes, no");
    return value ?? fallback;
  }

  /** A flag or a count: off (0), on (1), or a whole number from 0 to `max`; `message` says what is expected. */
  flagOrCount(name: string, max: number, message: string): number {
    const raw = this.env[name];
    if (raw === undefined) return 0;
    const value = raw.trim().toLowerCase();
    const flag = FLAGS[value];
    if (flag !== undefined) return flag ? 1 : 0;
    if (/^\d{1,3}$/.test(value) && Number(value) <= max) return Number(value);
    this.problem(name, message);
    return 0;
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const raw = this.env[name];
    if (raw === undefined) return undefined;
    if ((values as readonly string[]).includes(raw)) return raw as T;
    return this.problem(name, `must be one of ${values.join(", ")}`);
  }

  /** An absolute URL whose scheme matches `scheme` (e.g. /^https?$/); `message` says what is expected. */
  url(name: string, scheme: RegExp, message: string): string | undefined {
    const raw = this.env[name];
    if (raw === undefined) return undefined;
    const value = raw.trim();
    try {
      if (scheme.test(new URL(value).protocol.slice(0, -1))) return value;
    } catch {
      // not a URL: the same message
    }
    return this.problem(name, message);
  }

  email(name: string, message: string): string | undefined {
    const raw = this.env[name];
    if (raw === undefined) return undefined;
    return isEmail(raw) ? raw : this.problem(name, message);
  }
}
