import type { Permission, Role } from '@roundhouse/contract';
import { createContext, useContext } from 'react';

/** The signed-in staff member: their role, and what it allows (the buttons a screen shows). */
export const StaffContext = createContext<{ role: Role; id: number; can: (p: Permission) => boolean }>({
  role: 'viewer',
  id: 0,
  can: () => false,
});

export function useStaff() {
  return useContext(StaffContext);
}
