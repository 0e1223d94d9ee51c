import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../ui/page';

/** Login and register: the page with its welcome heading above the form. */
export function AuthPage(props: { title: string; heading: string; subtitle: string; children: ReactNode }) {
  return (
    <Page title={props.title}>
      <div className="auth-hero">
        <h1>{props.heading}</h1>
        <p>{props.subtitle}</p>
      </div>
      {props.children}
    </Page>
  );
}

/** Starts a session (login or register), then opens the member centre; a failure was shown already. */
export function useEnterWith<F>(start: (form: F) => Promise<unknown>) {
  const navigate = useNavigate();
  return async (form: F) => {
    try {
      // `false`: not in yet (a sign-in waiting for its second factor's code).
      if ((await start(form)) === false) return;
      navigate('/user', { replace: true });
    } catch {
      // The client has shown why.
    }
  };
}
