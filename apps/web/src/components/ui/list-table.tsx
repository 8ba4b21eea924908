import type { ListSort } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonClass } from './button-variants';
import { Label } from './label';
import { Select } from './select';

const HEAD =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
/** A body cell of an admin list. */
export const LIST_CELL = 'px-3 py-3 align-top';
/** The narrow first column of the row checkboxes. */
const SELECT_CELL = 'w-12 px-3 py-3 align-top';

/** The breakpoint from which the table fits its page; below it the rows show as cards. */
const TABLE_FROM = {
  md: { cards: 'md:hidden', table: 'hidden md:block' },
  lg: { cards: 'lg:hidden', table: 'hidden lg:block' },
};

/**
 * One column of an admin list, written once for the table and the phone's card. The card shows
 * the name, code, date, status and contact itself; any other column shows there only with a
 * `fact` (the spec hides the orders' Referral on small screens).
 */
export type ListColumn<Row = never> = {
  label: string;
  /** Classes the column needs (e.g. hidden on small screens). */
  className?: string;
  /** The sort its header toggles, if any. */
  sort?: ListSort;
  /** The row's cell (`<td>`); the Aksi column has none, its Detail link is `ListRow`'s. */
  cell?: (row: Row) => ReactNode;
  /** The same value on the row's card. */
  fact?: (row: Row) => ReactNode;
};

/** A row's table cells, in the columns' order. */
export function listCells<Row>(columns: readonly ListColumn<Row>[], row: Row): ReactNode[] {
  return columns.map((column) => <Fragment key={column.label}>{column.cell?.(row)}</Fragment>);
}

/** A row's facts on its card, in the columns' order. */
export function listFacts<Row>(columns: readonly ListColumn<Row>[], row: Row): ReactNode[] {
  return columns.map((column) => <Fragment key={column.label}>{column.fact?.(row)}</Fragment>);
}

export type ListOrderState = {
  sort: ListSort;
  dir: 'asc' | 'desc';
  /** A header toggles its column (no `dir`); the cards' select names both. */
  onSort: (sort: ListSort, dir?: 'asc' | 'desc') => void;
};

type ListTableProps = {
  columns: readonly Pick<ListColumn, 'label' | 'className' | 'sort'>[];
  /** The table's minimum width, past which the card scrolls sideways (e.g. `min-w-[44rem]`). */
  className: string;
  tableFrom: keyof typeof TABLE_FROM;
  order: ListOrderState;
  /** The header's select-all-on-this-page checkbox. */
  selectAll: ReactNode;
  /** The same records as `ListCard`s, for narrower screens. */
  cards: ReactNode;
  children: ReactNode;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable column's header: a button that toggles the order, the order on the cell. */
function SortHeader({
  column,
  order,
}: {
  column: ListTableProps['columns'][number] & { sort: ListSort };
  order: ListOrderState;
}) {
  const active = order.sort === column.sort;
  const Icon = !active ? ArrowUpDown : order.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      aria-sort={active ? ARIA_SORT[order.dir] : undefined}
      className={cn(HEAD, column.className)}
    >
      <button
        type="button"
        onClick={() => order.onSort(column.sort)}
        className="-mx-2 -my-1 inline-flex min-h-9 items-center gap-1 rounded-md px-2 uppercase hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {column.label}
        <Icon aria-hidden className={cn('size-3.5', active ? 'text-foreground' : 'opacity-60')} />
      </button>
    </th>
  );
}

/** The cards' sort, where there are no column headers: each sortable column, either way. */
function CardSort({
  columns,
  order,
}: {
  columns: ListTableProps['columns'];
  order: ListOrderState;
}) {
  const sortable = columns.filter((column) => column.sort);
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor="list-card-sort">{t('admin.list.sortLabel')}</Label>
      <Select
        id="list-card-sort"
        value={`${order.sort}:${order.dir}`}
        onChange={(event) => {
          const [sort, dir] = event.target.value.split(':') as [ListSort, 'asc' | 'desc'];
          order.onSort(sort, dir);
        }}
      >
        {sortable.flatMap((column) =>
          (['asc', 'desc'] as const).map((dir) => (
            <option key={`${column.sort}:${dir}`} value={`${column.sort}:${dir}`}>
              {t(dir === 'asc' ? 'admin.list.sortAsc' : 'admin.list.sortDesc', {
                column: column.label,
              })}
            </option>
          )),
        )}
      </Select>
    </div>
  );
}

/**
 * An admin list: its table in a card (the select-all box and the header row, sortable columns
 * as buttons with `aria-sort`, then the rows given), or its cards.
 */
export function ListTable({
  columns,
  className,
  tableFrom,
  order,
  selectAll,
  cards,
  children,
}: ListTableProps) {
  return (
    <>
      <div className={cn('grid gap-3', TABLE_FROM[tableFrom].cards)}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <CardSort columns={columns} order={order} />
          <div className="flex min-h-11 items-center gap-3 text-sm">
            {selectAll}
            <span aria-hidden>{t('admin.list.selectPage')}</span>
          </div>
        </div>
        <ul className="grid gap-3">{cards}</ul>
      </div>
      <div
        className={cn(
          'overflow-x-auto rounded-card border border-border bg-background',
          TABLE_FROM[tableFrom].table,
        )}
      >
        <table className={cn('w-full text-sm', className)}>
          <thead className="border-b border-border bg-muted/50">
            <tr>
              <th className={SELECT_CELL}>{selectAll}</th>
              {columns.map((column) =>
                column.sort ? (
                  <SortHeader
                    key={column.label}
                    column={{ ...column, sort: column.sort }}
                    order={order}
                  />
                ) : (
                  <th key={column.label} className={cn(HEAD, column.className)}>
                    {column.label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}

/**
 * A row that opens its record when clicked anywhere but its checkbox, ending with the record's
 * Detail link (the way there for the keyboard and screen readers).
 */
export function ListRow({
  to,
  detailLabel,
  select,
  selected,
  children,
}: {
  to: string;
  detailLabel: string;
  /** The row's checkbox. */
  select: ReactNode;
  selected: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <tr
      onClick={() => navigate(to)}
      className={cn(
        'cursor-pointer border-b border-border last:border-b-0 hover:bg-muted/40',
        selected && 'bg-brand-50',
      )}
    >
      <td className={SELECT_CELL}>{select}</td>
      {children}
      <td className={LIST_CELL}>
        <Link
          to={to}
          onClick={(event) => event.stopPropagation()}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          {detailLabel}
        </Link>
      </td>
    </tr>
  );
}

/**
 * A plain admin table (no sorting, no selection) from `lg` up, beside the page's own cards below
 * it: the staff and the notifications.
 */
export function WideTable({
  label,
  columns,
  className = 'w-full text-sm',
  children,
}: {
  label: string;
  columns: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="hidden overflow-x-auto rounded-card border border-border bg-background lg:block">
      <table className={className}>
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={HEAD}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
