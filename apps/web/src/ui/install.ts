import { useSyncExternalStore } from 'react';

// "Install app" (issue 28): Chromium offers installation through `beforeinstallprompt`, which the app
// keeps and uses only when the member taps the entry on their page (no pop-up on a first visit);
// Safari on iOS has no such event: the entry there shows how to add the app from the share menu.

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPrompt | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Keeps the browser's install offer for later (called at start: the event comes early). */
export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPrompt;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    changed();
  });
}

/** How this device can install the app: by the browser's offer, by hand (iOS), or not at all (installed). */
export type InstallWay = 'prompt' | 'ios' | 'none';

function way(): InstallWay {
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'none';
  if (deferred) return 'prompt';
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS/.test(navigator.userAgent);
  return ios ? 'ios' : 'none';
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    way,
    () => 'none',
  );
}

/** Shows the browser's install offer; answers whether the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const offer = deferred;
  if (!offer) return false;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  deferred = undefined;
  changed();
  return outcome === 'accepted';
}
