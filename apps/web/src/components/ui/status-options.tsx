/** A status select's choices, each labelled as the badge says it. */
export function StatusOptions<Status extends string>({
  statuses,
  labels,
}: {
  statuses: readonly Status[];
  labels: Readonly<Record<Status, string>>;
}) {
  return statuses.map((status) => (
    <option key={status} value={status}>
      {labels[status]}
    </option>
  ));
}
