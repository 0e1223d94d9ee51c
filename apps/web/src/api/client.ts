import type { CallBody, CallData, CallDef } from '@roundhouse/contract';
import { type CallRef, LOCALE_TO_LANG, RULES } from '@roundhouse/contract/web';
import i18n from '../i18n';
import { useSession } from '../state/session';
import { toast } from '../ui/feedback';

/** A call that did not succeed; the user has already been shown why. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly errCode: number | undefined,
    readonly info: string,
    readonly field?: string,
  ) {
    super(info);
  }
}

/** The server's code for "change your password first" (an operator reset it; issue 12). */
const MUST_CHANGE_PASSWORD = 3007;
const PASSWORD_SCREENS = ['/my_password', '/userloginpassword', '/usercipherpassword'];

type SessionEndedListener = (to?: string) => void;
let onSessionEnded: SessionEndedListener = () => {};

/** The router registers how to reach /login when the server ends the session (409 / 403), or another page. */
export function setSessionEndedListener(listener: SessionEndedListener): void {
  onSessionEnded = listener;
}

let manifest: Promise<string> | undefined;

/** The API base address, read once from /api-manifest.json (SPEC.md §7); "" means same origin. */
function apiHost(): Promise<string> {
  manifest ??= fetch('/api-manifest.json', { signal: AbortSignal.timeout(RULES.requestTimeoutMs) })
    .then((r) => r.json() as Promise<{ host?: string }>)
    .then((m) => {
      const host = m.host ?? '';
      useSession.getState().setApiConfig({ host });
      return host;
    })
    .catch(() => {
      manifest = undefined;
      return useSession.getState().apiConfig?.host ?? '';
    });
  return manifest;
}

function warn(text: string): void {
  toast({ content: text, icon: 'fail', position: 'center' });
}

/**
 * Calls the API as SPEC.md §7 "Answer handling" describes: lang and token in the body, a 6 s
 * timeout, errCode > 1000 shown from the catalogue, other failures shown from `info`, and 409 / 403
 * clearing the session and going to /login.
 */
export async function callApi<C extends CallDef>(
  call: CallRef<C>,
  body: CallBody<C> = {} as CallBody<C>,
  options: { silent?: boolean; handles?: readonly number[]; token?: string } = {},
): Promise<CallData<C>> {
  const { language } = useSession.getState();
  // `token`: a session not stored yet (a sign-in waiting for its second factor's code).
  const token = options.token ?? useSession.getState().token;
  const host = await apiHost();
  let response: Response;
  try {
    response = await fetch(`${host}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, lang: LOCALE_TO_LANG[language], token }),
      signal: AbortSignal.timeout(RULES.requestTimeoutMs),
    });
  } catch (error) {
    console.warn(`${call.path}: ${error instanceof Error ? error.name : 'failed'}`);
    if (!options.silent) warn(i18n.t('errMsg.1004'));
    throw new ApiError(0, 1004, i18n.t('errMsg.1004'));
  }
  if (response.status === 401 || response.status === 403) console.warn(`${call.path}: HTTP ${response.status}`);
  let envelope: { code: number; data: unknown; info: string };
  try {
    envelope = await response.json();
  } catch {
    if (!options.silent) warn(i18n.t('errMsg.1004'));
    throw new ApiError(0, 1004, i18n.t('errMsg.1004'));
  }
  if (envelope.code === 1) return envelope.data as CallData<C>;

  const data = (envelope.data ?? {}) as { errCode?: number; field?: string };
  const errCode = data.errCode;
  // A catalogue text with a placeholder ({{num}}) is taken from the server, which filled it in.
  const fromCatalogue =
    errCode !== undefined && errCode > 1000 && i18n.exists(`errMsg.${errCode}`) && !envelope.info.includes('{{');
  const text =
    fromCatalogue && !i18n.t(`errMsg.${errCode}`).includes('{{') ? i18n.t(`errMsg.${errCode}`) : envelope.info;
  if (envelope.code === 409 || envelope.code === 403) {
    useSession.getState().logOut();
    warn(text);
    onSessionEnded();
  } else if (errCode === MUST_CHANGE_PASSWORD) {
    // An operator reset a password: nothing else answers until the member changes it. Said once,
    // on the way to the password screens; calls still refused there stay quiet.
    if (!PASSWORD_SCREENS.includes(window.location.pathname)) {
      warn(text);
      onSessionEnded('/my_password');
    }
  } else if (!options.silent && !(errCode !== undefined && options.handles?.includes(errCode))) {
    // `handles`: codes the caller answers itself (the console's step-up asks for a code instead).
    warn(text);
  }
  throw new ApiError(envelope.code, errCode, text, data.field);
}
