import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

export type ComboboxOption = { value: string; label: string };

type ComboboxProps = {
  id: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  /** Shown while nothing is typed; also what a chosen value reads as before its list loads. */
  selectedLabel: string;
  onChange: (option: ComboboxOption) => void;
  placeholder: string;
  /** Shown in the list when no option matches, or while the options load. */
  emptyText: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

/** Options whose label starts with the query first, then those containing it. */
export function filterOptions(options: readonly ComboboxOption[], query: string) {
  const needle = query.trim().toLocaleLowerCase('id');
  if (needle === '') return options;
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const label = option.label.toLocaleLowerCase('id');
    if (label.startsWith(needle)) starts.push(option);
    else if (label.includes(needle)) contains.push(option);
  }
  return [...starts, ...contains];
}

/**
 * A searchable select (WAI-ARIA combobox with a listbox popup): typing filters the options, the
 * arrow keys move, Enter or a click chooses, Escape or leaving the field restores the choice.
 */
export function Combobox({ id, options, value, selectedLabel, onChange, ...props }: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const activeOption = open ? shown[active] : undefined;

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function choose(option: ComboboxOption) {
    close();
    if (option.value !== value) onChange(option);
  }

  function move(step: number) {
    if (!open) {
      const selected = shown.findIndex((option) => option.value === value);
      setActive(Math.max(selected, 0));
      setOpen(true);
      return;
    }
    const next = Math.min(Math.max(active + step, 0), shown.length - 1);
    setActive(next);
    list.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        autoComplete="off"
        className="pr-9"
        disabled={props.disabled}
        placeholder={props.placeholder}
        value={query ?? selectedLabel}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={props.placeholder}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-border bg-background py-1 shadow-lg"
      >
        {shown.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            {props.emptyText}
          </li>
        ) : (
          shown.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.value === value}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm aria-selected:font-semibold',
                index === active && 'bg-secondary',
              )}
              // Keeps the focus in the field, so its blur does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {option.label}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
