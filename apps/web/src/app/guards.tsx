import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../state/session';

/** A route that needs a login sends a visitor to /login (SPEC.md §2 "Guard"). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLogin = useSession((s) => s.isLogin);
  const location = useLocation();
  if (!isLogin) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}
