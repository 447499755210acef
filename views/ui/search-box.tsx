import type { FormEvent, ReactNode } from "react";
import { useId } from "react";
import { buttonClass } from "./button";
import { listLink } from "./pager";

/**
 * An admin list's search box (The inbox, the posts dashboard): a GET form, so it works without
 * JavaScript; an island makes it search as you type instead. `children` are hidden fields the search keeps
 * (the inbox's status tab).
 */
export function SearchBox({
  action,
  label,
  placeholder,
  text,
  searched,
  clearHref,
  onText,
  onSubmit,
  className,
  children,
}: {
  /** The list's address, where the form sends its query. */
  action: string;
  /** The box's name for screen readers. */
  label: string;
  placeholder: string;
  /** What the box shows (typed, perhaps not searched yet). */
  text: string;
  /** The search the list shows (for "Clear search"). */
  searched: string;
  /** Where "Clear search" leads: the list without the search. */
  clearHref: string;
  onText?: ((text: string) => void) | undefined;
  onSubmit?: ((e: FormEvent<HTMLFormElement>) => void) | undefined;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <search className={className}>
      <form method="get" action={action} onSubmit={onSubmit} className="flex flex-wrap gap-2">
        {children}
        <label htmlFor={`${id}q`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}q`}
          type="search"
          name="q"
          value={text}
          maxLength={200}
          autoComplete="off"
          placeholder={placeholder}
          onChange={(e) => onText?.(e.target.value)}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-navy-900 focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30"
        />
        <button type="submit" className={buttonClass("secondary", "sm", "h-10")}>
          Search
        </button>
        {searched && (
          <a
            href={clearHref}
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
