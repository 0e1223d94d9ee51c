import { rtpPercent } from '@roundhouse/game';
import { useTranslation } from 'react-i18next';

/** The four outcomes with their odds and return to player; pressed when selected. */
export function OutcomeGrid(props: {
  labels: readonly string[];
  rates: readonly number[];
  selected: number[];
  open: boolean;
  onToggle: (outcome: number) => void;
}) {
  const { t } = useTranslation();
  const { labels, rates, selected, open, onToggle } = props;
  return (
    <section className="options">
      {labels.map((label, outcome) => {
        const odds = rates[outcome] ?? 0;
        const active = selected.includes(outcome);
        return (
          <button
            type="button"
            key={label}
            data-testid={`option-${outcome}`}
            className={['option', active ? 'option-active' : '', open ? '' : 'option-disabled'].join(' ')}
            aria-pressed={active}
            aria-disabled={!open}
            onClick={() => onToggle(outcome)}
          >
            <span className="option-name">{label}</span>
            <span className="option-odds">×{odds.toFixed(2)}</span>
            <span className="option-rtp">
              {t('games.rtp')} {rtpPercent(odds)}%
            </span>
          </button>
        );
      })}
    </section>
  );
}
