import { type FormEvent, useId } from "react";
import { buttonClass } from "../../components/button";
import { listLink } from "./pager";

/**
 * The dashboard's search by title (issue #12): a GET form, so it works without JavaScript; the island
 * makes it search as you type instead.
 */
export function PostSearch({
  text,
  searched,
  onText,
  onSubmit,
}: {
  /** What the box shows. */
  text: string;
  /** The search the list shows (for "Clear search"). */
  searched: string;
  onText?: ((text: string) => void) | undefined;
  onSubmit?: ((e: FormEvent<HTMLFormElement>) => void) | undefined;
}) {
  const id = useId();
  return (
    <search className="mb-6 block">
      <form method="get" action="/admin/dashboard" onSubmit={onSubmit} className="flex flex-wrap gap-2">
        <label htmlFor={`${id}q`} className="sr-only">
          Search posts by title
        </label>
        <input
          id={`${id}q`}
          type="search"
          name="q"
          value={text}
          maxLength={200}
          autoComplete="off"
          placeholder="Search posts by title"
          onChange={(e) => onText?.(e.target.value)}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-navy-900 focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30"
        />
        <button type="submit" className={buttonClass("secondary", "sm", "h-10")}>
          Search
        </button>
        {searched && (
          <a
            href="/admin/dashboard"
            onClick={listLink(onText && (() => onText("")))}
            className={buttonClass("ghost", "sm", "h-10")}
          >
            Clear search
          </a>
        )}
      </form>
    </search>
  );
}
