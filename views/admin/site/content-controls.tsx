import { controlClass, describedBy, Field } from "../../ui/field";

/** The two compound controls of a content editor: a picture (upload, keep or remove) and a week's hours. */

const WEEK: [string, string][] = [
  ["monday", "Monday"],
  ["tuesday", "Tuesday"],
  ["wednesday", "Wednesday"],
  ["thursday", "Thursday"],
  ["friday", "Friday"],
  ["saturday", "Saturday"],
  ["sunday", "Sunday"],
];

export function ImageControl({
  path,
  id,
  label,
  hint,
  value,
  error,
  preview,
}: {
  path: string;
  id: string;
  label: string;
  hint?: string | undefined;
  value: string | null;
  error: string | undefined;
  /** What to show of the current picture (its preview, or its own address). */
  preview: string | undefined;
}) {
  return (
    <Field id={id} label={label} hint={hint ?? "PNG, JPEG, GIF or WebP, at most 5 MB."} error={error}>
      <input type="hidden" name={path} value={value ?? ""} />
      {preview && (
        <div className="mt-2 flex items-center gap-4">
          <img
            src={preview}
            alt=""
            width={96}
            height={96}
            className="h-24 w-24 rounded-md border border-slate-200 bg-sand-50 object-contain"
          />
          <label className="flex items-center gap-2 text-sm text-navy-900">
            <input
              type="checkbox"
              name={`${path}!remove`}
              value="1"
              className="h-5 w-5 rounded border-slate-300"
            />
            Remove
          </label>
        </div>
      )}
      <input
        id={id}
        name={`${path}!file`}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-describedby={describedBy(id, true, error)}
        className="mt-2 block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-navy-800 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white"
      />
    </Field>
  );
}

export function HoursControl({
  path,
  label,
  value,
  error,
}: {
  path: string;
  label: string;
  value: unknown;
  error: string | undefined;
}) {
  const week = (value && typeof value === "object" ? value : {}) as Record<
    string,
    { open: string; close: string } | null
  >;
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-navy-900">{label}</legend>
      <table className="mt-2 text-sm">
        <thead className="sr-only">
          <tr>
            <th>Day</th>
            <th>Closed</th>
            <th>Opens</th>
            <th>Closes</th>
          </tr>
        </thead>
        <tbody>
          {WEEK.map(([day, name]) => {
            const h = week[day] ?? null;
            return (
              <tr key={day}>
                <th scope="row" className="py-1 pr-4 text-left font-medium text-navy-900">
                  {name}
                </th>
                <td className="py-1 pr-4">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      name={`${path}.${day}.closed`}
                      value="1"
                      defaultChecked={h === null}
                      className="h-5 w-5 rounded border-slate-300"
                    />
                    Closed
                  </label>
                </td>
                <td className="py-1 pr-2">
                  <input
                    type="time"
                    name={`${path}.${day}.open`}
                    aria-label={`${name} opens`}
                    defaultValue={h?.open ?? "09:00"}
                    className={controlClass(false, "mt-0 h-10 w-32")}
                  />
                </td>
                <td className="py-1">
                  <input
                    type="time"
                    name={`${path}.${day}.close`}
                    aria-label={`${name} closes`}
                    defaultValue={h?.close ?? "17:00"}
                    className={controlClass(false, "mt-0 h-10 w-32")}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
