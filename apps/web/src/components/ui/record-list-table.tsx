import { adminDetailPath, formatAdminDate } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import type { ComponentProps, ReactNode } from 'react';
import type { SelectedRow } from '@/lib/use-row-selection';
import { ListCard } from './list-card';
import type { ListTableState } from './list-page';
import { listCells, listFacts, ListRow, ListTable, type ListColumn } from './list-table';
import { RowCheckbox } from './row-checkbox';

type ListedRecord = SelectedRow & { createdAt: string; phone: string; email: string };

/**
 * An admin list of orders or registrations: a table row each with a checkbox and its Detail
 * button, and on narrower screens a card each with the phone to call and the list's own facts.
 * A row (or the card) opens the record.
 */
export function RecordListTable<Row extends ListedRecord>({
  rows,
  entity,
  columns,
  className,
  tableFrom,
  identify,
  status,
  detailLabel,
  order,
  selection,
}: {
  rows: Row[];
  entity: 'order' | 'registration';
  columns: readonly ListColumn<Row>[];
  /** The table's minimum width, past which the card scrolls sideways. */
  className: string;
  tableFrom: ComponentProps<typeof ListTable>['tableFrom'];
  /** The record's name and its number or code, as its card and its checkbox name it. */
  identify: (row: Row) => { name: string; code: string };
  status: (row: Row) => ReactNode;
  detailLabel: string;
} & ListTableState) {
  const selectedOnPage = rows.filter((row) => selection.isSelected(row.id)).length;
  const checkbox = (row: Row) => {
    const { name, code } = identify(row);
    return (
      <RowCheckbox
        label={t('admin.list.select', { name: `${name} ${code}` })}
        checked={selection.isSelected(row.id)}
        onChange={(checked) => selection.toggle(row, checked)}
      />
    );
  };
  return (
    <ListTable
      columns={columns}
      className={className}
      tableFrom={tableFrom}
      order={order}
      selectAll={
        <RowCheckbox
          label={t('admin.list.selectPage')}
          checked={selectedOnPage === rows.length}
          indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
          onChange={(checked) => selection.togglePage(rows, checked)}
        />
      }
      cards={rows.map((row) => (
        <ListCard
          key={row.id}
          to={adminDetailPath(entity, row.id)}
          {...identify(row)}
          date={formatAdminDate(row.createdAt)}
          status={status(row)}
          select={checkbox(row)}
          selected={selection.isSelected(row.id)}
          phone={row.phone}
          email={row.email}
        >
          {listFacts(columns, row)}
        </ListCard>
      ))}
    >
      {rows.map((row) => (
        <ListRow
          key={row.id}
          to={adminDetailPath(entity, row.id)}
          detailLabel={detailLabel}
          select={checkbox(row)}
          selected={selection.isSelected(row.id)}
        >
          {listCells(columns, row)}
        </ListRow>
      ))}
    </ListTable>
  );
}
