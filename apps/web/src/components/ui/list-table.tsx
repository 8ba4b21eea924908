import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonClass } from './button-variants';

const HEAD =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
/** A body cell of an admin list. */
export const LIST_CELL = 'px-3 py-3 align-top';

/** The breakpoint from which the table fits its page; below it the rows show as cards. */
const TABLE_FROM = {
  md: { cards: 'md:hidden', table: 'hidden md:block' },
  lg: { cards: 'lg:hidden', table: 'hidden lg:block' },
};

type ListTableProps = {
  /** Header labels, each with the classes its column needs (e.g. hidden on small screens). */
  columns: readonly { label: string; className?: string }[];
  /** The table's minimum width, past which the card scrolls sideways (e.g. `min-w-[44rem]`). */
  className: string;
  tableFrom: keyof typeof TABLE_FROM;
  /** The same records as `ListCard`s, for narrower screens. */
  cards: ReactNode;
  children: ReactNode;
};

/** An admin list: its table in a card (the header row, then the rows given), or its cards. */
export function ListTable({ columns, className, tableFrom, cards, children }: ListTableProps) {
  return (
    <>
      <ul className={cn('grid gap-3', TABLE_FROM[tableFrom].cards)}>{cards}</ul>
      <div
        className={cn(
          'overflow-x-auto rounded-card border border-border bg-background',
          TABLE_FROM[tableFrom].table,
        )}
      >
        <table className={cn('w-full text-sm', className)}>
          <thead className="border-b border-border bg-muted/50">
            <tr>
              {columns.map((column) => (
                <th key={column.label} className={cn(HEAD, column.className)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}

/**
 * A row that opens its record when clicked anywhere, ending with the record's Detail link (the
 * way there for the keyboard and screen readers).
 */
export function ListRow({
  to,
  detailLabel,
  children,
}: {
  to: string;
  detailLabel: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <tr
      onClick={() => navigate(to)}
      className="cursor-pointer border-b border-border last:border-b-0 hover:bg-muted/40"
    >
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
