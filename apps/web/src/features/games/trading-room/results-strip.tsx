import type { DrawResult } from '@roundhouse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The last five results, each with its three numbers and a link to verify it in the browser. */
export function ResultsStrip({ results, gameType }: { results: DrawResult[]; gameType: number }) {
  const { t } = useTranslation();
  return (
    <section className="results" aria-label={t('games.lastResults')}>
      {results.length === 0 ? (
        <div className="results-empty">{t('games.noResults')}</div>
      ) : (
        results.slice(0, 5).map((r) => (
          <div key={r.seqno} className="result-row" data-testid="result">
            <span className="result-seqno">{r.seqno % 100_000}</span>
            <span className="result-balls">
              {[r.num1, r.num2, r.num3].map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the three numbers are positional
                <span key={i} className="ball">
                  {n}
                </span>
              ))}
            </span>
            <span className="result-text">{r.resultcn}</span>
            <Link className="result-verify" to={`/verify?type=${gameType}&seqno=${r.seqno}`}>
              {t('games.verify')}
            </Link>
          </div>
        ))
      )}
    </section>
  );
}
