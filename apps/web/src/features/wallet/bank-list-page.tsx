import { Button, List, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../ui/feedback';
import { Page } from '../../ui/page';
import { QueryRows } from '../../ui/query-list';
import { useDeleteBankcard } from './api/delbankcard';
import { useBankcards } from './api/get-bankcardlist';

/** /banklist: bank entries show holder, bank and account; crypto entries show the address. */
export function BankListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useBankcards();
  const remove = useDeleteBankcard();

  const confirmDelete = async (id: number) => {
    const ok = await confirmDialog({ content: t('wallet.deleteConfirm') });
    if (!ok) return;
    try {
      await remove.mutateAsync(id);
      Toast.show({ icon: 'success', content: t('wallet.deleted') });
    } catch {
      // The client has shown why.
    }
  };

  return (
    <Page title={t('screens.banklist')}>
      <QueryRows
        query={cards}
        items={cards.data}
        empty={t('wallet.noAccounts')}
        emptyText={t('wallet.noAccountsText')}
        row={(card) => (
          <List.Item
            key={card.id}
            data-testid="bank-card"
            prefix={<Tag color={card.type === 'Bank' ? 'primary' : 'success'}>{card.type}</Tag>}
            description={
              card.type === 'Bank' ? (
                <>
                  <div>{card.realname}</div>
                  <div>{card.branch ? `${card.account} · ${card.branch}` : card.account}</div>
                </>
              ) : (
                <span className="address">{card.address}</span>
              )
            }
            extra={
              <Button size="mini" color="danger" fill="none" onClick={() => void confirmDelete(card.id)}>
                {t('wallet.delete')}
              </Button>
            }
            arrowIcon={false}
          >
            {card.type === 'Bank' ? card.bank : t('wallet.usdtAddress')}
          </List.Item>
        )}
      />
      <div className="form-actions">
        <Button block color="primary" onClick={() => navigate('/bankadd')}>
          {t('wallet.addAccount')}
        </Button>
      </div>
    </Page>
  );
}
