import { cn } from '@/lib/cn';
import { LIST_CELL } from './list-table';

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
