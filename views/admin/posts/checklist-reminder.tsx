/** The dashboard's reminder while set-up tasks are left; the list itself is on the Site screen's checklist. */
export function ChecklistReminder({ left }: { left: number }) {
  if (left === 0) return null;
  return (
    <p
      className="mb-6 rounded-lg border border-gold-500 bg-gold-100 p-4 text-sm text-navy-900"
      data-checklist-left={left}
    >
      The site still shows some of the sample firm ({left} {left === 1 ? "thing" : "things"} left).{" "}
      <a href="/admin/site/checklist" className="font-semibold underline underline-offset-2">
        See the set-up checklist
      </a>
    </p>
  );
}
