import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, roleMay, STAFF_ROLES } from '../src/staff-roles';

const SECURITY_DOC = new URL('../../../docs/security.md', import.meta.url);

/** The "Staff roles" table of docs/security.md: each permission's row of yes/no per role. */
function documentedTable(): { roles: string[]; rows: Map<string, boolean[]> } {
  const lines = readFileSync(SECURITY_DOC, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const headerAt = lines.findIndex((line) => cells(line)[0] === 'permission');
  const header = cells(lines[headerAt] ?? '');
  const roles = header.slice(1).map((cell) => cell.split(' ')[0] ?? '');
  const rows = new Map<string, boolean[]>();
  for (const line of lines.slice(headerAt + 2)) {
    const [name = '', ...marks] = cells(line);
    if (!/^`[\w.]+`$/.test(name)) break;
    rows.set(
      name.slice(1, -1),
      marks.map((mark) => mark === 'yes'),
    );
  }
  return { roles, rows };
}

describe('staff roles', () => {
  it("docs/security.md's permission table is ROLE_PERMISSIONS", () => {
    const { roles, rows } = documentedTable();
    expect(roles).toEqual([...STAFF_ROLES]);
    expect([...rows.keys()]).toEqual([...PERMISSIONS]);
    for (const permission of PERMISSIONS) {
      expect(rows.get(permission), permission).toEqual(
        STAFF_ROLES.map((role) => roleMay(role, permission)),
      );
    }
  });

  it('gives the Pemilik everything and every role something to read', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    for (const role of STAFF_ROLES) {
      expect(roleMay(role, 'orders.read') || roleMay(role, 'registrations.read'), role).toBe(true);
    }
  });

  it('keeps exports and changes from the Pengamat, and documents from the Penjualan', () => {
    expect(ROLE_PERMISSIONS.viewer).toEqual(['orders.read', 'registrations.read']);
    expect(roleMay('sales', 'registrations.documents')).toBe(false);
    expect(roleMay('sales', 'registrations.corrections')).toBe(false);
    expect(roleMay('verifier', 'orders.status')).toBe(false);
  });
});
