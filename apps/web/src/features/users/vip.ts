import { LOCALE_TO_LANG } from '@roundhouse/contract/web';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../state/session';

/** A VIP level's name as the operator configured it, in the chosen language (the app's own before config loads). */
export function useLevelName(): (level: number) => string {
  const { t } = useTranslation();
  const levels = useSession((s) => s.appConfig?.vip_levels);
  const lang = LOCALE_TO_LANG[useSession((s) => s.language)];
  return (level) => levels?.find((l) => l.level === level)?.name[lang] ?? t(`levels.${level}`);
}

/** What VIP level 1 needs (the VIP hall's door), in USD of settled stake; undefined before config loads. */
export function useVipOneStake(): number | undefined {
  return useSession((s) => s.appConfig?.vip_levels.find((l) => l.level === 1)?.stake);
}
