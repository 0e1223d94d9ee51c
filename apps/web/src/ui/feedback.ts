import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

// Toast and Dialog load on first use: they bring antd-mobile's animation library, which the first
// page does not need (issue 9: first-load JavaScript). Screens that load later import them directly.

/**
 * Loads Toast and Dialog once the app has started and is idle (issue 28): a message about a lost
 * connection must not itself need the connection to be shown.
 */
export function warmFeedback(): void {
  const load = () => {
    void import('antd-mobile/es/components/toast').catch(() => {});
    void import('antd-mobile/es/components/dialog').catch(() => {});
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}

/** Shows a toast once its code has loaded (a few milliseconds on the first one). */
export function toast(props: ToastShowProps): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => Toast.show(props));
}

/** Asks for confirmation; answers true when confirmed. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm(props);
}

/** Tells something that needs no answer but a tap on OK. */
export async function alertDialog(props: DialogAlertProps): Promise<void> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.alert(props);
}
