import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Articles } from './content/articles';
import { Banners } from './content/banners';
import { Products } from './content/products';
import { VipLevels } from './content/vip-levels';
import { Section } from './parts';

/** The content screen's tabs: each its key, its title's text key and what it edits. */
const TABS = [
  ['articles', 'content.articles', Articles],
  ['banners', 'content.banners', Banners],
  ['vip', 'content.vip', VipLevels],
  ['products', 'content.products', Products],
] as const;

export function ContentPage() {
  const { t } = useTranslation('admin');
  return (
    <Section title={t('nav.content')}>
      <Tabs defaultActiveKey="articles">
        {TABS.map(([key, title, Tab]) => (
          <Tabs.Tab title={t(title)} key={key}>
            <Tab />
          </Tabs.Tab>
        ))}
      </Tabs>
    </Section>
  );
}
