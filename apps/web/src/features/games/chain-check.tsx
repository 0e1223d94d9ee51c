import { type CheckSummary, checkServer, describeFailure } from '@roundhouse/verify';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The whole chain of the round shown, checked in the browser with the standalone verifier's own
 * library (packages/verify: one implementation for the CLI, verify.html and this page), and the
 * way to the verifier that does not come from this site at all (issue 27).
 */
export function ChainCheck({ chainId }: { chainId: number }) {
  const { t } = useTranslation('verify');
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; summary: CheckSummary } | { kind: 'error'; error: string }
  >({ kind: 'idle' });
  const run = async () => {
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', summary: await checkServer({ url: window.location.origin, chainId }) });
    } catch (error) {
      setState({ kind: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  };
  const verdict = (() => {
    if (state.kind === 'error') return { ok: false, text: t('chainError', { error: state.error }) };
    if (state.kind !== 'done') return null;
    const { summary } = state;
    if (summary.ok) return { ok: true, text: t('chainOk', { count: summary.rounds, id: chainId }) };
    const first = summary.firstFailure;
    const failure = typeof first === 'string' ? first : first ? describeFailure(first) : '';
    return { ok: false, text: t('chainFailed', { failure }) };
  })();
  return (
    <section className="verify-steps" data-testid="chain-check">
      <div className="verify-step">
        <div className="form-label">{t('wholeChain')}</div>
        <p className="verify-note">{t('wholeChainText', { id: chainId })}</p>
        <Button block color="primary" fill="outline" loading={state.kind === 'running'} onClick={run}>
          {state.kind === 'running' ? t('checking') : t('checkChain', { id: chainId })}
        </Button>
        {verdict ? (
          <div
            className={verdict.ok ? 'verify-verdict verify-pass' : 'verify-verdict verify-fail'}
            data-testid="chain-verdict"
          >
            {verdict.text}
          </div>
        ) : null}
      </div>
      <div className="verify-step">
        <div className="form-label">{t('standalone')}</div>
        <p className="verify-note">{t('standaloneText')}</p>
        <a className="verify-download" href="/verify.html" download="roundhouse-verify.html">
          {t('download')} <code translate="no">verify.html</code>
        </a>
      </div>
    </section>
  );
}
