import { buttonClass } from "../../ui/button";

/**
 * "Lawyer": when a type lets visitors choose, "First available" or one lawyer by name. A GET form of its
 * own (it works without JavaScript): the times below are then that lawyer's, and the booking form carries
 * the choice along.
 */
export function LawyerChoice({
  typeId,
  hosts,
  chosen,
}: {
  typeId: string;
  hosts: { id: string; name: string }[];
  /** The chosen lawyer's id; "" for the first available. */
  chosen: string;
}) {
  const options = [{ id: "", name: "First available" }, ...hosts];
  return (
    <form method="get" action="/book" className="mb-8 space-y-3">
      <input type="hidden" name="type" value={typeId} />
      <fieldset>
        <legend className="text-lg font-semibold text-navy-900">Lawyer</legend>
        <p className="mt-1 text-sm text-slate-600">
          Choose a lawyer, or take the first one free at the time you choose.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          {options.map((o) => (
            <label
              key={o.id || "any"}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 has-[:checked]:border-sea-700 has-[:checked]:bg-sea-50"
            >
              <input type="radio" name="host" value={o.id} defaultChecked={o.id === chosen} />
              <span>{o.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass("outline", "sm")}>
        Show times
      </button>
    </form>
  );
}
