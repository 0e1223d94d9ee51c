import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

// Toast and Dialog load on first use: they bring antd-mobile's animation library, which the first
// page does not need (issue 9: first-load JavaScript). Screens that load later import them directly.

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
