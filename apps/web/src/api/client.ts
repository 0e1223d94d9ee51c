import type { CallBody, CallData, CallDef } from '@roundhouse/contract';
import { type CallRef, LOCALE_TO_LANG, PATHS, RULES, withoutDirectionControls } from '@roundhouse/contract/web';
import i18n from '../i18n';
import { useSession } from '../state/session';
import { toast } from '../ui/feedback';
import { isUnreachable, reportReachable } from '../ui/use-online';

/** A call that did not succeed; the user has already been shown why. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly errCode: number | undefined,
    readonly info: string,
    readonly field?: string,
    /** The user has been told (a toast, the offline banner, the way to /login); false: the caller says it. */
    readonly shown = true,
  ) {
    super(info);
  }
}

/**
 * The call's answer never came (1004: the connection dropped, or no answer in time) or no process
 * could take it (1014): what it asked is unknown, not refused.
 */
export function isLostAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && LOST_ANSWER.includes(error.errCode ?? 0);
}

/** isLostAnswer's codes, for a caller that says a lost answer itself (`handles`). */
export const LOST_ANSWER: readonly number[] = [1004, 1014];

/** The server's code for "change your password first" (an operator reset it; issue 12). */
const MUST_CHANGE_PASSWORD = 3007;
/** While the server is unreachable, how often it is asked again, and with what. */
const PROBE_EVERY_MS = 4000;
const API_PROBE = PATHS.getconfig;
/** A load balancer's answers when no process can take a request. */
const BALANCER_BUSY = [502, 503, 504];
const PASSWORD_SCREENS = ['/my_password', '/userloginpassword', '/usercipherpassword'];

type SessionEndedListener = (to?: string) => void;
let onSessionEnded: SessionEndedListener = () => {};

/** The router registers how to reach /login when the server ends the session (409 / 403), or another page. */
export function setSessionEndedListener(listener: SessionEndedListener): void {
  onSessionEnded = listener;
}

let manifest: Promise<string> | undefined;

/**
 * The API base address, read once a page from /api-manifest.json (SPEC.md §7); "" means same origin.
 * With an address kept from an earlier visit, calls go at once while the manifest is read (a round
 * trip less before the first screen's data on a slow link); the calls after it use what it says.
 */
function apiHost(): Promise<string> {
  const kept = useSession.getState().apiConfig;
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
  return kept ? Promise.resolve(kept.host) : manifest;
}

/** A failure said as the app says every refused call: a toast in the middle of the screen. */
export function warn(text: string): void {
  toast({ content: text, icon: 'fail', position: 'center' });
}

/**
 * A request failed on the network: the app says it is offline until the server answers again, and
 * asks it (getconfig, the lightest call) every few seconds until it does.
 */
function lostConnection(): void {
  if (isUnreachable()) return;
  reportReachable(false);
  const probe = () =>
    void apiHost()
      .then((host) =>
        fetch(`${host}${API_PROBE}`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
          signal: AbortSignal.timeout(RULES.requestTimeoutMs),
        }),
      )
      // Its status is what counts, but its (small) body is read too: left unread, it held one of the
      // browser's few connections to the server until the probe's timeout.
      .then(async (answer) => {
        await answer.arrayBuffer();
        reportReachable(answer.ok);
      })
      .catch(() => undefined)
      .finally(() => {
        if (isUnreachable()) setTimeout(probe, PROBE_EVERY_MS);
      });
  setTimeout(probe, PROBE_EVERY_MS);
}

/**
 * Every text a call sends, without direction controls: the server refuses them (they can show a name
 * or a number in another order), and text pasted from elsewhere carries them unseen.
 */
function withoutDirection(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? withoutDirectionControls(value) : value;
}

/**
 * Calls the API as SPEC.md §7 "Answer handling" describes: lang and token in the body, a 6 s
 * timeout, errCode > 1000 shown from the catalogue, other failures shown from `info`, and 409 / 403
 * clearing the session and going to /login.
 */
export async function callApi<C extends CallDef>(
  call: CallRef<C>,
  body: CallBody<C> = {} as CallBody<C>,
  options: {
    silent?: boolean;
    handles?: readonly number[];
    /** The caller's page shows the server's refusal itself: no toast over it (a lost connection still says so). */
    inPage?: boolean;
    token?: string;
  } = {},
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
      body: JSON.stringify({ ...body, lang: LOCALE_TO_LANG[language], token }, withoutDirection),
      signal: AbortSignal.timeout(RULES.requestTimeoutMs),
    });
  } catch (error) {
    console.warn(`${call.path}: ${error instanceof Error ? error.name : 'failed'}`);
    // Said once: while the app already knows it is offline, its banner says so (issue 28).
    const known = isUnreachable() || !navigator.onLine;
    lostConnection();
    // `handles: [1004]`: the caller says what a lost answer means (an order checks its fate).
    if (!options.silent && !known && !options.handles?.includes(1004)) warn(i18n.t('errMsg.1004'));
    throw new ApiError(0, 1004, i18n.t('errMsg.1004'));
  }
  // The balancer's own answer (no process could take the request: a restart, the database away),
  // whether its error page or `npm run fleet`'s JSON 1014 (the app itself never answers 5xx):
  // the app says it is reconnecting and asks again (issue 24); a change may be sent again as is.
  if (BALANCER_BUSY.includes(response.status)) {
    const known = isUnreachable();
    lostConnection();
    if (!options.silent && !known && !options.handles?.includes(1014)) warn(i18n.t('errMsg.1014'));
    throw new ApiError(response.status, 1014, i18n.t('errMsg.1014'));
  }
  reportReachable(true);
  if (response.status === 401 || response.status === 403) console.warn(`${call.path}: HTTP ${response.status}`);
  let envelope: { code: number; data: unknown; info?: unknown };
  try {
    envelope = await response.json();
    // Not our envelope (a proxy's JSON of its own): as if the answer was lost.
    if (typeof envelope?.code !== 'number') throw new TypeError('not an envelope');
  } catch {
    if (!options.silent) warn(i18n.t('errMsg.1004'));
    throw new ApiError(0, 1004, i18n.t('errMsg.1004'));
  }
  if (envelope.code === 1) return envelope.data as CallData<C>;
  const info = typeof envelope.info === 'string' ? envelope.info : '';

  const data = (envelope.data ?? {}) as { errCode?: number; field?: string };
  const errCode = data.errCode;
  // A catalogue text with a placeholder ({{num}}) is taken from the server, which filled it in.
  const fromCatalogue =
    errCode !== undefined && errCode > 1000 && i18n.exists(`errMsg.${errCode}`) && !info.includes('{{');
  const text =
    (fromCatalogue && !i18n.t(`errMsg.${errCode}`).includes('{{') ? i18n.t(`errMsg.${errCode}`) : info) ||
    i18n.t('common.somethingWrong');
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
  } else if (!options.silent && !options.inPage && !(errCode !== undefined && options.handles?.includes(errCode))) {
    // `handles`: codes the caller answers itself (the console's step-up asks for a code instead).
    warn(text);
  } else {
    throw new ApiError(envelope.code, errCode, text, data.field, false);
  }
  throw new ApiError(envelope.code, errCode, text, data.field);
}
