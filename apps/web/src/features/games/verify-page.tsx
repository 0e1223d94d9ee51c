import { LOCALE_TO_LANG, type Locale, saltOriginText } from '@roundhouse/contract/web';
import { type GameType, verifyRound } from '@roundhouse/game';
import { Button, ErrorBlock, Selector, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormCard, FormField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { useFairness } from './api/fairness';

/**
 * /verify: recomputes a settled round in the browser with the same code the server uses
 * (packages/game), from what the server revealed, and shows each step (DESIGN.md §6).
 */
export function VerifyPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type: GameType = params.get('type') === '2' ? 2 : 1;
  const seqno = params.get('seqno') ? Number(params.get('seqno')) : undefined;
  const [draft, setDraft] = useState(seqno ? String(seqno) : '');
  const fairness = useFairness(type, seqno);
  const round = fairness.data?.rounds.find((r) => r.seed) ?? (seqno ? fairness.data?.rounds[0] : undefined);
  const chain = fairness.data?.chains.find((c) => c.id === round?.chain_id);

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
    <Page title={t('verify.title')}>
      <p className="page-note">{t('verify.intro')}</p>
      <FormCard>
        <FormField label={t('verify.game')}>
          <Selector
            columns={2}
            value={[type]}
            onChange={(v) => v[0] && pick({ type: v[0], seqno: draft })}
            options={[
              { label: t('games.type1'), value: 1 as GameType },
              { label: t('games.type2'), value: 2 as GameType },
            ]}
          />
        </FormField>
        <FormField
          label={t('games.round')}
          extra={
            <Button size="small" onClick={() => pick({ seqno: draft })}>
              {t('verify.load')}
            </Button>
          }
        >
          <input
            className="plain-input"
            inputMode="numeric"
            value={draft}
            placeholder={t('verify.seqnoPlaceholder')}
            onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      </FormCard>
      {!seqno && fairness.data ? (
        <div className="verify-recent">
          <div className="form-label">{t('verify.recent')}</div>
          <div className="quick-amounts">
            {fairness.data.rounds
              .filter((r) => r.seed)
              .slice(0, 6)
              .map((r) => (
                <button type="button" key={r.seqno} className="chip" onClick={() => pick({ seqno: String(r.seqno) })}>
                  {r.seqno}
                </button>
              ))}
          </div>
        </div>
      ) : null}
      {seqno && round && !round.seed ? (
        <ErrorBlock status="empty" title={t('verify.notYet')} description={t('verify.notYetText')} />
      ) : null}
      {check && round && chain ? (
        <section className="verify-steps" data-testid="verify-steps">
          <div className="verify-step">
            <div className="form-label">{t('verify.terminal', { id: chain.id, length: chain.length })}</div>
            <code>{chain.terminal_hash}</code>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('verify.salt')}</div>
            <code>{chain.salt}</code>
            <div className="verify-note">
              {saltOriginText(chain.salt_origin, LOCALE_TO_LANG[i18n.language as Locale] ?? 'en')}
            </div>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('verify.commit', { index: round.chain_index - 1 })}</div>
            <code>{round.commit_hash}</code>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('verify.seed', { index: round.chain_index })}</div>
            <code>{round.seed}</code>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('verify.hashCheck')}</div>
            <code>{check.computedHash}</code>
            <Tag color={check.hashMatches ? 'success' : 'danger'}>
              {t(check.hashMatches ? 'verify.match' : 'verify.mismatch')}
            </Tag>
          </div>
          <div className="verify-step">
            <div className="form-label">{t('verify.numbers')}</div>
            <div className="verify-numbers">
              {check.numbers.join(' + ')} = {check.sum}
            </div>
            <Tag color={check.numbersMatch ? 'success' : 'danger'}>
              {t(check.numbersMatch ? 'verify.numbersMatch' : 'verify.numbersMismatch', {
                numbers: round.numbers?.join(', '),
              })}
            </Tag>
          </div>
          <div
            className={check.ok ? 'verify-verdict verify-pass' : 'verify-verdict verify-fail'}
            data-testid="verify-verdict"
          >
            {t(check.ok ? 'verify.pass' : 'verify.fail')}
          </div>
        </section>
      ) : null}
      {fairness.isError ? <ErrorBlock status="empty" title={fairness.error.message} description="" /> : null}
    </Page>
  );
}
