import type { AccountListing } from '../modules/auth/users-repository';

/** `2026-11-21 10:00 UTC`: the operator's terminal may be in any time zone. */
function formatTime(time: Date): string {
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A plain-text table, one user per line. */
export function formatAccounts(accounts: AccountListing[]): string {
  if (accounts.length === 0) return 'No users yet.\n';
  const header = ['EMAIL', 'ROLE', 'DISABLED', 'CREATED'];
  const rows = [
    header,
    ...accounts.map((account) => [
      account.email,
      account.role ?? '-',
      account.disabledAt ? formatTime(account.disabledAt) : 'no',
      formatTime(account.createdAt),
    ]),
  ];
  const widths = header.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
  return `${lines.join('\n')}\n`;
}
