import { z } from 'zod';
import type { adminStaffMessages } from './messages/admin-staff';

/**
 * What a staff member may do. The server checks one of these on every admin route; the menus
 * and buttons only follow it. Personal data (a registration's NIK, bank account number and full
 * address) is masked for anyone without `personalData.reveal`, and each reveal is audited.
 */
export const PERMISSIONS = [
  'orders.read',
  'orders.status',
  'orders.edit',
  'orders.export',
  'orders.delete',
  'registrations.read',
  'registrations.status',
  'registrations.edit',
  'registrations.documents',
  'registrations.corrections',
  'registrations.export',
  'registrations.delete',
  'personalData.reveal',
  'notes.write',
  'notifications.manage',
  'backups.manage',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'verifier', 'sales', 'viewer'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The role every admin had before roles existed, and the one `npm run admin -- add` gives. */
export const DEFAULT_STAFF_ROLE: StaffRole = 'owner';

/**
 * Each role's fixed set. Pemilik: everything. Verifikator: registrations in full, orders to read.
 * Penjualan: orders (no deletion), registrations' list and status without documents or personal
 * data. Pengamat: lists and details to read, nothing else.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  verifier: [
    'orders.read',
    'registrations.read',
    'registrations.status',
    'registrations.edit',
    'registrations.documents',
    'registrations.corrections',
    'registrations.export',
    'personalData.reveal',
    'notes.write',
  ],
  sales: [
    'orders.read',
    'orders.status',
    'orders.edit',
    'orders.export',
    'registrations.read',
    'registrations.status',
    'notes.write',
  ],
  viewer: ['orders.read', 'registrations.read'],
};

export const roleMay = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** The label of each role, as the back office shows it (keys of the staff catalogue). */
export const STAFF_ROLE_LABEL_KEYS: Record<StaffRole, keyof typeof adminStaffMessages> = {
  owner: 'admin.staff.role.owner',
  verifier: 'admin.staff.role.verifier',
  sales: 'admin.staff.role.sales',
  viewer: 'admin.staff.role.viewer',
};
