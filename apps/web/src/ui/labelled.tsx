import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** "Label: value" with the language's own colon: Chinese takes a full-width "：" with no space. */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {label}
      {t('common.colon')}
      {children}
    </>
  );
}
