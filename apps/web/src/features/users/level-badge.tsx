import { useTranslation } from 'react-i18next';
import { useLevelName } from './vip';

/** The VIP level icon (1–8) with its tier name; level 0 is a plain member (SPEC.md §6). */
export function LevelBadge({ level }: { level: number }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  return (
    <span className={`level-badge level-${level}`} data-testid="level-badge">
      {level > 0 ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21.1l1.4-7L2 9.3l7-.8z" fill="currentColor" />
        </svg>
      ) : null}
      <span>{level > 0 ? `VIP${level} · ${levelName(level)}` : t('levels.0')}</span>
    </span>
  );
}
