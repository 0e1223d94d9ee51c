import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A screen below the tab level: a navigation bar with back and title, then the content. */
export function Page({ title, children, right }: { title: string; children: ReactNode; right?: ReactNode }) {
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <div className="page">
      <NavBar className="page-nav" onBack={back} right={right}>
        {title}
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  );
}
