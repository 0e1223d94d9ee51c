import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Articles } from './content/articles';
import { Banners } from './content/banners';
import { Products } from './content/products';
import { VipLevels } from './content/vip-levels';
import { Section } from './parts';

export function ContentPage() {
  const { t } = useTranslation('admin');
  return (
    <Section title={t('nav.content')}>
      <Tabs defaultActiveKey="articles">
        <Tabs.Tab title={t('content.articles')} key="articles">
          <Articles />
        </Tabs.Tab>
        <Tabs.Tab title={t('content.banners')} key="banners">
          <Banners />
        </Tabs.Tab>
        <Tabs.Tab title={t('content.vip')} key="vip">
          <VipLevels />
        </Tabs.Tab>
        <Tabs.Tab title={t('content.products')} key="products">
          <Products />
        </Tabs.Tab>
      </Tabs>
    </Section>
  );
}
