import { roleMay, type Permission, type StaffRole } from '@toko/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const StaffRoleContext = createContext<StaffRole | null>(null);

/** The signed-in staff member's role, for everything in the admin area below it. */
export function StaffRoleProvider({
  role,
  children,
}: {
  role: StaffRole | null;
  children: ReactNode;
}) {
  return <StaffRoleContext.Provider value={role}>{children}</StaffRoleContext.Provider>;
}

/**
 * Whether the signed-in staff member's role has `permission`: the menus and buttons follow it,
 * the server decides (a hidden button is no protection; the API answers 403 all the same).
 */
export function useMay(permission: Permission): boolean {
  const role = useContext(StaffRoleContext);
  return role ? roleMay(role, permission) : false;
}
