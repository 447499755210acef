/**
 * The one way the islands call the JSON API: with the session cookie, a JSON body when there is one, and
 * an answer that is either the parsed body or the server's reason. Every failure has a message: the
 * server's `error` field (every JSON error of this app has one), else "status: body text" (or the status
 * text when the body is empty), and status 0 with NETWORK_ERROR when the server could not be reached.
 */
export const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";

export type ApiAnswer<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | {
      ok: false;
      status: number;
      error: string;
      /** The server's message per field (400s of forms); empty otherwise. */
      fields: Record<string, string>;
      /** The parsed JSON body of the refusal, when it was JSON. */
      body: Record<string, unknown> | null;
    };

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * `method url` with `body` as JSON. A call aborted through `signal` rejects (with the AbortError), so a
 * superseded request is simply dropped by its caller; nothing else rejects.
 */
export async function api<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiAnswer<T>> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method,
      credentials: "same-origin",
      ...(signal ? { signal } : {}),
      ...(body === undefined
        ? {}
        : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    });
    text = await res.text();
  } catch (e) {
    if (signal?.aborted) throw e;
    return { ok: false, status: 0, error: NETWORK_ERROR, fields: {}, body: null };
  }
  const parsed = parse(text);
  if (res.ok) return { ok: true, status: res.status, data: parsed as T, headers: res.headers };
  const json = parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  const error =
    typeof json?.error === "string" && json.error ? json.error : `${res.status}: ${text || res.statusText}`;
  const fields = (json?.fields ?? {}) as Record<string, string>;
  return { ok: false, status: res.status, error, fields, body: json };
}

/** The answer's data, or an Error carrying its message (for callers that handle failures in one place). */
export function dataOf<T>(answer: ApiAnswer<T>): T {
  if (!answer.ok) throw new Error(answer.error);
  return answer.data;
}
