import { NETWORK_ERROR, responseError } from "./response-error";

export type JsonCall<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string; fields: Record<string, string> };

/** One call to the JSON API with the session cookie: the parsed answer, or the server's reason. */
export async function jsonCall<T>(method: string, url: string, body?: unknown): Promise<JsonCall<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "same-origin",
      ...(body === undefined
        ? {}
        : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR, fields: {} };
  }
  if (res.ok) return { ok: true, data: (await res.json().catch(() => ({}))) as T };
  const copy = res.clone();
  const error = await responseError(res);
  const fields =
    ((await copy.json().catch(() => null)) as { fields?: Record<string, string> } | null)?.fields ?? {};
  return { ok: false, status: res.status, error, fields };
}
