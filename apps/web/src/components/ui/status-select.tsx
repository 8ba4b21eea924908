import { Select } from './select';
import { StatusOptions } from './status-options';

type StatusSelectProps<Status extends string> = {
  id: string;
  value: Status;
  statuses: readonly Status[];
  labels: Readonly<Record<Status, string>>;
  disabled?: boolean;
  onChange: (status: Status) => void;
};

/** A record's status picker on its detail page, each choice saved at once: docs/product.md, "Statuses". */
export function StatusSelect<Status extends string>({
  id,
  value,
  statuses,
  labels,
  disabled,
  onChange,
}: StatusSelectProps<Status>) {
  return (
    <Select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const chosen = statuses.find((status) => status === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      <StatusOptions statuses={statuses} labels={labels} />
    </Select>
  );
}
