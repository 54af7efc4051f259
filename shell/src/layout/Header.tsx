import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Dropdown, Grid, Layout, Space, theme } from 'antd';
import {
  EnvironmentOutlined,
  HeartOutlined,
  MenuOutlined,
  MessageOutlined,
  PhoneOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { linkClick, navigate } from '@mart/ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitch } from './ThemeSwitch';
import { useAccountMenu } from './useAccountMenu';
import type { OpenOverlay } from './useOverlays';

/** The confirm dialog (antd's Modal) is fetched on the click, not with the header. */
export function confirmLogout(t: (k: string) => string): void {
  void import('./confirm-dialogs').then((m) => m.confirmLogout(t));
}

// behind the menu button: loaded when a phone user first opens it
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));

function isVehicleModule(type: string | undefined): type is 'rental' | 'carmarket' {
  return type === 'rental' || type === 'carmarket';
}

/** The handlers that tell, before the click, that an overlay is about to be asked for (hover, focus, touch). */
function intentTo(overlay: OpenOverlay, onIntent: ((o: OpenOverlay) => void) | undefined) {
  if (!onIntent) return {};
  const hint = () => onIntent(overlay);
  return { onPointerEnter: hint, onFocus: hint, onTouchStart: hint };
}

/** `onIntent`: a pointer or the focus reached an overlay's button (the shell starts loading that overlay's code). */
export function Header({ onIntent }: { onIntent?: (overlay: OpenOverlay) => void } = {}) {
  const { t } = useTranslation();
  const { token: tk } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [drawer, setDrawer] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const auth = useBusValue('auth');
  const location = useBusValue('location');
  const module = useBusValue('module');
  const config = useBusValue('config');
  const counts = useBusValue('cartCounts');
  const wishlistCount = useBusValue('wishlistCount');
  const menu = useAccountMenu();
  const signedIn = !!auth.token;
  const vehicle = isVehicleModule(module?.module_type) ? module.module_type : null;
  const cartCount = vehicle ? counts[vehicle] : counts.store;
  const desktop = screens.md ?? true;
  const phone = typeof config?.phone === 'string' ? config.phone : null;
  const logo = typeof config?.logo_full_url === 'string' ? config.logo_full_url : null;

  const openCart = () =>
    bus.request(vehicle ? { type: 'open-trip-cart', flavour: vehicle } : { type: 'open-cart-drawer' });
  const needSignIn = (then: () => void) => () =>
    signedIn ? then() : bus.request({ type: 'open-sign-in', view: 'sign-in' });

  return (
    <Layout.Header
      role="banner"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: tk.colorBgContainer,
        borderBottom: `1px solid ${tk.colorBorderSecondary}`,
        padding: '0 16px',
        height: 64,
        lineHeight: '64px',
      }}
    >
      <a href="#mart-main" className="mart-skip-link">
        {t('nav.skipToContent')}
      </a>
      <nav
        aria-label="main"
        style={{ display: 'flex', alignItems: 'center', gap: 12, maxWidth: 1280, margin: '0 auto' }}
      >
        {!desktop && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.menu')}
            onClick={() => {
              setDrawerUsed(true);
              setDrawer(true);
            }}
          />
        )}
        <a
          href="/home"
          onClick={linkClick}
          aria-label={`${t('appName')} — ${t('nav.home')}`}
          style={{ display: 'flex', alignItems: 'center' }}
        >
          {logo ? (
            <img src={logo} alt={t('appName')} height={32} width={96} style={{ objectFit: 'contain' }} />
          ) : (
            <span style={{ fontWeight: 800, fontSize: 22, color: tk.colorPrimary }}>{t('appName')}</span>
          )}
        </a>
        <Button
          type="text"
          icon={<EnvironmentOutlined />}
          data-testid="location-button"
          {...intentTo('location', onIntent)}
          onClick={() => bus.request({ type: 'open-location-picker' })}
          style={{ maxWidth: desktop ? 260 : 140, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {location?.address ?? t('location.select')}
          </span>
        </Button>
        {desktop && (
          <Space size={4}>
            <Button type="link" href="/home" onClick={linkClick}>
              {t('nav.home')}
            </Button>
            <Button type="link" href="/help-and-support" onClick={linkClick}>
              {t('nav.contact')}
            </Button>
            {module && (
              <Button type="link" href="/modules" onClick={linkClick}>
                {t('nav.modules')}
              </Button>
            )}
          </Space>
        )}
        <span style={{ flex: 1 }} />
        <Space size={desktop ? 8 : 4} align="center">
          {desktop && (
            <Button type="text" href="/track-order" onClick={linkClick}>
              {vehicle === 'rental' ? t('nav.trackTrip') : t('nav.trackOrder')}
            </Button>
          )}
          {desktop && phone && (
            <Button
              type="text"
              icon={<PhoneOutlined />}
              href={`tel:${phone}`}
              aria-label={`${t('nav.phone')} ${phone}`}
            />
          )}
          {desktop && (
            <Button
              type="text"
              icon={<MessageOutlined />}
              aria-label={t('nav.chat')}
              onClick={needSignIn(() => navigate('/inbox'))}
            />
          )}
          <Badge count={wishlistCount} size="small">
            <Button
              type="text"
              icon={<HeartOutlined />}
              aria-label={t('nav.wishlist')}
              {...(signedIn ? intentTo('wishlist', onIntent) : {})}
              onClick={needSignIn(() => bus.request({ type: 'open-wishlist' }))}
            />
          </Badge>
          <Badge count={cartCount} size="small">
            <Button
              type="text"
              icon={<ShoppingCartOutlined />}
              aria-label={t('nav.cart')}
              data-testid="cart-button"
              {...intentTo(vehicle ? `trip-${vehicle}` : 'cart', onIntent)}
              onClick={openCart}
            />
          </Badge>
          {desktop && <LanguageSwitcher />}
          {desktop && <ThemeSwitch />}
          {signedIn ? (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  ...menu.map((m) => ({ key: m.key, label: t(`account.${m.key}`), onClick: () => navigate(m.href) })),
                  { type: 'divider' as const },
                  { key: 'logout', danger: true, label: t('nav.logout'), onClick: () => confirmLogout(t) },
                ],
              }}
            >
              <Button
                icon={<UserOutlined />}
                data-testid="profile-menu"
                // the visible name is part of the accessible name (axe label-content-name-mismatch)
                aria-label={
                  desktop && auth.profile?.f_name ? `${t('nav.profile')}: ${auth.profile.f_name}` : t('nav.profile')
                }
              >
                {desktop ? auth.profile?.f_name || t('nav.profile') : null}
              </Button>
            </Dropdown>
          ) : (
            <Button
              type="primary"
              data-testid="sign-in-button"
              onClick={() => bus.request({ type: 'open-sign-in', view: 'sign-in' })}
            >
              {t('nav.signIn')}
            </Button>
          )}
        </Space>
      </nav>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawer} onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
