/**
 * What a new admin password must be: at least 12 characters, not the username or built on it,
 * and not leaked or trivially guessable. The last is judged by zxcvbn-ts: its dictionaries (the most
 * common leaked passwords, English words and names, keyboard walks, dates, repeats, l33t spellings) ship
 * inside the npm packages, so nothing is fetched at run time. They are large (~8 MB of JavaScript), so
 * they are loaded on the first password check, not at start.
 */

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../shared/fields";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** zxcvbn's score 3: "safely unguessable: moderate protection from offline slow-hash attacks". */
const MIN_SCORE = 3;

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

type Estimator = { check(password: string, userInputs?: (string | number)[]): EstimatorResult };
interface EstimatorResult {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

let estimator: Promise<Estimator> | undefined;

/** Loads zxcvbn-ts and its English and common dictionaries once, on first use. */
function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return estimator;
}

/**
 * The verdict on a new password, with a reason a person can act on. `context` holds words that make a
 * password guessable here (the username, the firm's name).
 */
export async function checkNewPassword(
  password: string,
  username: string,
  context: readonly string[] = [],
): Promise<PasswordVerdict> {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ok: false, reason: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { ok: false, reason: `The new password must be at most ${PASSWORD_MAX_LENGTH} characters.` };
  const name = username.trim().toLowerCase();
  if (name.length > 0 && password.toLowerCase().includes(name))
    return { ok: false, reason: "The new password must not contain your username." };
  if (new Set(password).size < 4)
    return { ok: false, reason: "The new password repeats too few characters to be safe. Use more variety." };
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, [username, ...context]);
  if (result.score >= MIN_SCORE) return { ok: true };
  const warning = (
    result.feedback.warning === "There should not be any personal or page related data."
      ? "it is built on the firm's name or your username."
      : result.feedback.warning
  )?.replace(/\.$/, "");
  const suggestion = result.feedback.suggestions[0];
  const why = warning
    ? `This password is too easy to guess: ${warning.charAt(0).toLowerCase()}${warning.slice(1)}.`
    : "This password is too easy to guess.";
  return {
    ok: false,
    reason: `${why} ${suggestion ?? "Use a longer phrase of several unrelated words."}`,
  };
}
