import { formatAdminDate } from '@toko/contracts';
import { cn } from '@/lib/cn';
import { LIST_CELL, type ListColumn } from './list-table';

/** The record's date cell, kept on one line. */
export function ListDateCell({ date }: { date: string }) {
  return <td className={cn(LIST_CELL, 'whitespace-nowrap')}>{date}</td>;
}

/** The record's name above its number or code. */
export function ListNameCell({ name, code }: { name: string; code: string }) {
  return (
    <td className={LIST_CELL}>
      <p className="font-medium">{name}</p>
      <p className="font-mono text-xs text-muted-foreground">{code}</p>
    </td>
  );
}

/** Phone above email; a long email breaks anywhere rather than widen the table. */
export function ListContactCell({ phone, email }: { phone: string; email: string }) {
  return (
    <td className={LIST_CELL}>
      <p>{phone}</p>
      <p className="break-all text-muted-foreground">{email}</p>
    </td>
  );
}

type ListRecord = { createdAt: string; phone: string; email: string };

/**
 * The columns every admin list opens with: Tanggal and the record's name with its code (both
 * sortable), then Kontak. The phone's card shows these three itself.
 */
export function leadingColumns<Row extends ListRecord>(
  labels: { date: string; name: string; contact: string },
  nameOf: (row: Row) => { name: string; code: string },
): ListColumn<Row>[] {
  return [
    {
      label: labels.date,
      sort: 'date',
      cell: (row) => <ListDateCell date={formatAdminDate(row.createdAt)} />,
    },
    { label: labels.name, sort: 'name', cell: (row) => <ListNameCell {...nameOf(row)} /> },
    {
      label: labels.contact,
      cell: (row) => <ListContactCell phone={row.phone} email={row.email} />,
    },
  ];
}
