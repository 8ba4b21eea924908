import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';
import { StatusOptions } from './status-options';

const SEARCH_DELAY_MS = 300;

export type ListFiltersTexts = {
  searchLabel: string;
  searchPlaceholder: string;
  statusLabel: string;
  allStatuses: string;
};

type ListFiltersProps<Status extends string> = {
  /** Prefix of the two controls' ids: `${idPrefix}-search`, `${idPrefix}-status`. */
  idPrefix: string;
  q: string;
  status: Status | '';
  statuses: readonly Status[];
  statusLabels: Readonly<Record<Status, string>>;
  texts: ListFiltersTexts;
  onSearch: (q: string) => void;
  onStatus: (status: Status | '') => void;
};

/** An admin list's search (applied on Enter or after a short pause in typing) and its status filter. */
export function ListFilters<Status extends string>({
  idPrefix,
  q,
  status,
  statuses,
  statusLabels,
  texts,
  onSearch,
  onStatus,
}: ListFiltersProps<Status>) {
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);
  // Back and forward change the URL: the box follows it (adjusted while rendering).
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (text.trim() !== q) setText(q);
  }

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <form
        role="search"
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Label htmlFor={`${idPrefix}-search`}>{texts.searchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-3 left-3 size-5 text-muted-foreground"
          />
          <Input
            id={`${idPrefix}-search`}
            type="search"
            className="pl-10"
            placeholder={texts.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </form>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-status`}>{texts.statusLabel}</Label>
        <Select
          id={`${idPrefix}-status`}
          value={status}
          onChange={(event) =>
            onStatus(statuses.find((value) => value === event.target.value) ?? '')
          }
        >
          <option value="">{texts.allStatuses}</option>
          <StatusOptions statuses={statuses} labels={statusLabels} />
        </Select>
      </div>
    </div>
  );
}
