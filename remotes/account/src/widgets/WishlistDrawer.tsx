import '../register';
import { useState } from 'react';
import { api, wishlistApi, wishlistCard, type WishlistEntry, type WishlistKind } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import {
  Avatar,
  Drawer,
  Empty,
  List,
  navigate,
  QueryState,
  showApiErrors,
  Tabs,
  Text,
  toast,
  usePrice,
} from '@mart/ui';
import { asWidget } from '@mart/runtime';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { useWishlist } from '../features/wishlist/useWishlist';

const DRAWER_MAX_PX = 523;

function hrefOf(kind: WishlistKind, e: WishlistEntry, flavour: string): string {
  if (kind === 'item') return `/product/${e.id}${e.module_id ? `?module_id=${e.module_id}` : ''}`;
  if (kind === 'store') return `/store/${e.id}`;
  return `/${flavour}/${kind === 'vehicle' ? 'vehicle-details' : 'provider-details'}/${e.id}`;
}

/** SPEC §2 wishlist drawer: right side, at most 523 px; items/vehicles and stores/providers; delete with confirm. */
function WishlistDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const price = usePrice();
  const module = useBusValue('module');
  const describe = (entry: WishlistEntry) => {
    const card = wishlistCard(entry);
    if (card.price !== undefined) return price.major(card.price);
    if (card.hourlyPrice !== undefined) return `${price.major(card.hourlyPrice)} / ${t('wishlist.hour')}`;
    return card.subtitle;
  };
  const q = useWishlist();
  const vehicles = module?.module_type === 'rental' || module?.module_type === 'carmarket';
  const flavour = module?.module_type === 'carmarket' ? 'carmarket' : 'rental';
  const tabs: { key: string; kind: WishlistKind; list: WishlistEntry[] }[] = [
    {
      key: vehicles ? 'vehicles' : 'items',
      kind: vehicles ? 'vehicle' : 'item',
      list: (vehicles ? q.data?.vehicles : q.data?.item) ?? [],
    },
    {
      key: vehicles ? 'providers' : 'stores',
      kind: vehicles ? 'provider' : 'store',
      list: (vehicles ? q.data?.providers : q.data?.store) ?? [],
    },
  ];
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = async (kind: WishlistKind, id: number) => {
    setRemoving(`${kind}${id}`);
    try {
      toast.success((await wishlistApi.remove(kind, id)).message);
      await q.refetch();
    } catch (e) {
      showApiErrors(e);
    } finally {
      setRemoving(null);
    }
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={`min(${DRAWER_MAX_PX}px, 100vw)`}
      title={t('wishlist.title')}
      data-testid="wishlist-drawer"
      closable={{ 'aria-label': t('common.close') }}
    >
      {!q.isSuccess ? (
        <QueryState query={q} />
      ) : (
        <Tabs
          items={tabs.map((tab) => ({
            key: tab.key,
            label: `${t(`wishlist.tab.${tab.key}`)} (${tab.list.length})`,
            children:
              tab.list.length === 0 ? (
                <Empty description={t('wishlist.empty', { tab: t(`wishlist.tab.${tab.key}`).toLowerCase() })} />
              ) : (
                <List
                  dataSource={tab.list}
                  renderItem={(e) => (
                    <List.Item
                      data-testid="wishlist-entry"
                      actions={[
                        <ConfirmDelete
                          key="del"
                          question={t('wishlist.removeConfirm')}
                          label={`${t('wishlist.remove')}: ${e.name}`}
                          loading={removing === `${tab.kind}${e.id}`}
                          okTestId="wishlist-remove-ok"
                          onConfirm={() => remove(tab.kind, e.id)}
                        />,
                      ]}
                    >
                      <List.Item.Meta
                        avatar={<Avatar shape="square" size={56} src={api.assetUrl(wishlistCard(e).image)} alt="" />}
                        title={
                          <a
                            href={hrefOf(tab.kind, e, flavour)}
                            onClick={(ev) => {
                              ev.preventDefault();
                              onClose();
                              navigate(hrefOf(tab.kind, e, flavour));
                            }}
                          >
                            {e.name}
                          </a>
                        }
                        description={<Text type="secondary">{describe(e)}</Text>}
                      />
                    </List.Item>
                  )}
                />
              ),
          }))}
        />
      )}
    </Drawer>
  );
}

export default asWidget(WishlistDrawer);
