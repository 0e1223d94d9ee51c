import { useSyncExternalStore } from 'react';

// Whether the app can reach its server (issue 28). The browser's navigator.onLine is only half of
// it: it says nothing of a server that does not answer, and a page opened offline may start with
// it true. So a request that fails on the network marks the server unreachable until one succeeds
// (api/client.ts reports both, and asks again every few seconds meanwhile).

let reachable = true;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A request reached the server (true) or failed on the network (false). */
export function reportReachable(answered: boolean): void {
  if (answered === reachable) return;
  reachable = answered;
  for (const listener of listeners) listener();
}

/** Whether the server is believed unreachable now (a request failed on the network, none since). */
export function isUnreachable(): boolean {
  return !reachable;
}

/** Whether the app has a connection to its server: what a screen says, and what money needs. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && reachable,
    () => true,
  );
}
