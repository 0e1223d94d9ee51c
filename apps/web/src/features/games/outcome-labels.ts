import type { Locale } from '@roundhouse/contract';
import { LOCALE_TO_LANG, OUTCOME_LABELS } from '@roundhouse/contract/web';

/** The four outcome names of a room's label set in the user's language (one source: the contract). */
export function outcomeLabels(labelSet: 'trade' | 'classic', locale: string): [string, string, string, string] {
  const lang = LOCALE_TO_LANG[(locale in LOCALE_TO_LANG ? locale : 'en-US') as Locale];
  return OUTCOME_LABELS[labelSet][lang];
}
