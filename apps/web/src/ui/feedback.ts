import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import i18n from '../i18n';

// Toast and Dialog load on first use: they bring antd-mobile's animation library, which the first
// page does not need (issue 9: first-load JavaScript). Screens that load later import them directly.

/**
 * The toast of last resort (issue 28): when Toast's code cannot be loaded (the connection is gone and
 * this device never fetched it), the message is still shown, as plain text in the page.
 */
function plainToast(content: ToastShowProps['content']): void {
  if (typeof content !== 'string') return;
  const box = document.createElement('div');
  box.className = 'rh-plain-toast';
  box.setAttribute('role', 'alert');
  box.textContent = content;
  document.body.append(box);
  setTimeout(() => box.remove(), 2500);
}

/** Shows a toast once its code has loaded (a few milliseconds on the first one). */
export function toast(props: ToastShowProps): void {
  void import('antd-mobile/es/components/toast').then(
    ({ default: Toast }) => Toast.show(props),
    () => plainToast(props.content),
  );
}

/** Asks for confirmation; answers true when confirmed. The buttons say Confirm and Cancel unless told. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({ confirmText: i18n.t('common.confirm'), cancelText: i18n.t('common.cancel'), ...props });
}

/** Tells something that needs no answer but a tap on Confirm. */
export async function alertDialog(props: DialogAlertProps): Promise<void> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.alert({ confirmText: i18n.t('common.confirm'), ...props });
}
