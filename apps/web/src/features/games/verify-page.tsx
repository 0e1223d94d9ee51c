import { LOCALE_TO_LANG, type Locale, saltOriginText } from '@roundhouse/contract/web';
import type { GameType } from '@roundhouse/game';
import { verifyRound } from '@roundhouse/verify';
import { Button, ErrorBlock, Selector, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormCard, FormField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { useFairness } from './api/fairness';
import { ChainCheck } from './chain-check';
import { roundNumberOf } from './round-number';
import { verifyTexts } from './verify-texts';

export { verifyTexts };

/**
 * /verify: recomputes a settled round in the browser with the same code the server draws with and
 * the standalone verifier checks with (packages/verify), from what the server revealed, and shows
 * each step (DESIGN.md §6); then the whole chain, and the verifier to save (issue 27).
 */
export function VerifyPage() {
  const { t, i18n } = useTranslation('verify');
  // After a change of language, shown again once that language's texts are in.
  verifyTexts.useReady();
  const [params, setParams] = useSearchParams();
  const type: GameType = params.get('type') === '2' ? 2 : 1;
  const asked = params.get('seqno') ?? '';
  // Text that can be no round number is no round, said as the server says it, without asking.
  const seqno = roundNumberOf(asked);
  const noSuchRound = asked !== '' && seqno === undefined;
  const [draft, setDraft] = useState(seqno ? String(seqno) : '');
  // Not asked for text that is no round: the page says so instead of showing the latest round.
  const fairness = useFairness(type, seqno, !noSuchRound);
  const round = fairness.data?.rounds.find((r) => r.seed) ?? (seqno ? fairness.data?.rounds[0] : undefined);
  const chain = fairness.data?.chains.find((c) => c.id === round?.chain_id);
  // The last rounds whose seed is out, to pick from (none on a server that has not drawn yet).
  const revealed = fairness.data?.rounds.filter((r) => r.seed).slice(0, 6);

  const check = useMemo(() => {
    if (!round?.seed || !chain) return null;
    return verifyRound({
      seed: round.seed,
      previousHash: round.commit_hash,
      salt: chain.salt,
      gameType: round.gametype,
      settled: round.numbers ?? undefined,
    });
  }, [round, chain]);

  const pick = (next: { type?: GameType; seqno?: string }) => {
    const p = new URLSearchParams();
    p.set('type', String(next.type ?? type));
    if (next.seqno) p.set('seqno', next.seqno);
    setParams(p, { replace: true });
  };

  return (
    <Page title={t('title')}>
      <p className="page-note">{t('intro')}</p>
      <FormCard>
        <FormField label={t('game')}>
          <Selector
            columns={2}
            value={[type]}
            onChange={(v) => v[0] && pick({ type: v[0], seqno: draft })}
            options={[
              { label: t('games.type1', { ns: 'translation' }), value: 1 as GameType },
              { label: t('games.type2', { ns: 'translation' }), value: 2 as GameType },
            ]}
          />
        </FormField>
        <FormField
          label={t('games.round', { ns: 'translation' })}
          extra={
            <Button size="small" onClick={() => pick({ seqno: draft })}>
              {t('load')}
            </Button>
          }
        >
          <input
            className="plain-input"
            inputMode="numeric"
            value={draft}
            placeholder={t('seqnoPlaceholder')}
            onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 16))}
          />
        </FormField>
      </FormCard>
      {!seqno && revealed ? (
        <div className="verify-recent" data-testid="verify-recent">
          <div className="form-label">{t('recent')}</div>
          {revealed.length === 0 ? (
            <p className="page-note">{t('recentNone')}</p>
          ) : (
            <div className="quick-amounts">
              {revealed.map((r) => (
                <button type="button" key={r.seqno} className="chip" onClick={() => pick({ seqno: String(r.seqno) })}>
                  {r.seqno}
                </button>
              ))}
            </div>
          )}
        </div>
      ) : null}
      {seqno && round && !round.seed ? (
        <ErrorBlock status="empty" title={t('notYet')} description={t('notYetText')} />
      ) : null}
      {check && round && chain ? (
        <section className="verify-steps" data-testid="verify-steps">
          <div className="verify-step">
            <div className="form-label">{t('terminal', { id: chain.id, length: chain.length })}</div>
            <code>{chain.terminal_hash}</code>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('salt')}</div>
            <code>{chain.salt}</code>
            <div className="verify-note">
              {saltOriginText(chain.salt_origin, LOCALE_TO_LANG[i18n.language as Locale] ?? 'en')}
            </div>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('commit', { index: round.chain_index - 1 })}</div>
            <code>{round.commit_hash}</code>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('seed', { index: round.chain_index })}</div>
            <code>{round.seed}</code>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('hashCheck')}</div>
            <code>{check.computedHash}</code>
            <Tag color={check.hashMatches ? 'success' : 'danger'}>{t(check.hashMatches ? 'match' : 'mismatch')}</Tag>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('numbers')}</div>
            <div className="verify-numbers">
              {check.numbers.join(' + ')} = {check.sum}
            </div>
            <Tag color={check.numbersMatch ? 'success' : 'danger'}>
              {t(check.numbersMatch ? 'numbersMatch' : 'numbersMismatch', {
                numbers: round.numbers?.join(', '),
              })}
            </Tag>
          </div>
          <div
            className={check.ok ? 'verify-verdict verify-pass' : 'verify-verdict verify-fail'}
            data-testid="verify-verdict"
          >
            {t(check.ok ? 'pass' : 'fail')}
          </div>
        </section>
      ) : null}
      {check && chain ? <ChainCheck chainId={chain.id} /> : null}
      {noSuchRound ? (
        <ErrorBlock status="empty" title={t('errMsg.1027', { ns: 'translation' })} description="" />
      ) : null}
      {fairness.isError ? <ErrorBlock status="empty" title={fairness.error.message} description="" /> : null}
    </Page>
  );
}
