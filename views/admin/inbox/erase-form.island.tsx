import { type FormEvent, useId, useState } from "react";
import {
  andIts,
  type Counts,
  type CountWords,
  nothingToErase,
  numbered,
} from "../../../src/shared/erasure-words";
import { erasedToast } from "../../../src/shared/toasts";
import { api, dataOf } from "../../ui/api";
import { buttonClass } from "../../ui/button";
import { toast } from "../../ui/toast";

const API = "/api/contact-submissions/erase";

const post = async <T,>(url: string, email: string): Promise<T> =>
  dataOf(await api<T>("POST", url, { email }));

/**
 * "Erase by e-mail address", step one. Without JavaScript the form posts to the server, which answers
 * with a confirmation page naming how many enquiries and notes will go (step two is its button). With
 * JavaScript the island asks the API for the same counts and confirms in a dialog that names them, in
 * the words the server hands over with the page (each kind of personal data declares its own).
 */
export function EraseForm({
  words,
  email: initial = "",
  error: initialError = "",
}: {
  words: readonly CountWords[];
  email?: string;
  error?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState(initialError);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState("");

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError("");
    setDone("");
    try {
      const address = email.trim();
      const found = await post<Counts>(`${API}/preview`, address);
      if (nothingToErase(found)) {
        setError(`No enquiries from ${address}: nothing to erase.`);
        return;
      }
      const what = `${numbered(words, found)}${andIts(words, found)}`;
      if (!window.confirm(`Erase ${what} from ${address} permanently? This cannot be undone.`)) return;
      const erased = await post<Counts>(API, address);
      toast(erasedToast(words, erased));
      setDone(`Erased ${numbered(words, erased)}.`);
      setEmail("");
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action="/admin/contact-submissions/erase"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <label htmlFor={`${id}e`} className="block text-sm font-semibold text-navy-900">
          E-mail address
        </label>
        <input
          id={`${id}e`}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}err` : undefined}
          className="mt-1 block h-10 w-full max-w-md rounded-md border border-slate-300 bg-white px-3 text-navy-900 focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30"
        />
        {error && (
          <p id={`${id}err`} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        {done && (
          <p role="status" className="mt-2 text-sm text-emerald-800">
            {done}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy} className={buttonClass("destructive", "sm")}>
        {busy ? "Checking..." : "Find and erase"}
      </button>
    </form>
  );
}
