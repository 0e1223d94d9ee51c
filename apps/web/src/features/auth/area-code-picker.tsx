import { List, Popup, SearchBar } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaCodes, filterAreaCodes } from './area-codes';

/** The "+852 ▾" button and its searchable country list (SPEC.md §2 Login). */
export function AreaCodePicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // Named and sorted when the list first opens, not while a phone number is being typed (and kept
  // while it closes).
  const [listed, setListed] = useState(false);
  const all = useMemo(() => (listed ? areaCodes(i18n.language) : []), [listed, i18n.language]);
  const shown = useMemo(() => filterAreaCodes(all, query), [all, query]);
  return (
    <>
      <button
        type="button"
        className="area-code-button"
        onClick={() => {
          setListed(true);
          setOpen(true);
        }}
        aria-label={t('auth.areaCode')}
      >
        +{value} <DownFill fontSize={10} />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyStyle={{ height: '70vh', display: 'flex', flexDirection: 'column' }}
        destroyOnClose
      >
        <div className="area-code-search">
          <SearchBar placeholder={t('auth.areaSearch')} value={query} onChange={setQuery} />
        </div>
        <div className="area-code-list">
          <List>
            {shown.map((c) => (
              <List.Item
                key={c.country}
                extra={`+${c.code}`}
                onClick={() => {
                  onChange(c.code);
                  setOpen(false);
                  setQuery('');
                }}
              >
                {c.name}
              </List.Item>
            ))}
          </List>
          {shown.length === 0 ? <div className="area-code-empty">{t('auth.areaNone')}</div> : null}
        </div>
      </Popup>
    </>
  );
}
