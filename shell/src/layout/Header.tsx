import { lazy, memo, Suspense, useId, useState, type ReactNode } from 'react';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import {
  EnvironmentOutlined,
  HeartOutlined,
  linkClick,
  MenuOutlined,
  MessageOutlined,
  navigate,
  PhoneOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@mart/ui';
import { ownerOf } from '../federation/route-table';
import { tripFlavourOf } from '../state/trip-flavour';
import { useStoreCartCount } from '../state/useStoreCartCount';
import { usePathname } from '../state/usePathname';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuButton } from './MenuButton';
import { ThemeSwitch } from './ThemeSwitch';
import { SiteSearchEntry } from '../search/SiteSearchEntry';
import { useAccountMenu } from './useAccountMenu';
import type { OpenOverlay } from './useOverlays';
import { useWideScreen } from './useWideScreen';
import './header.css';

/** The confirm dialog (antd's Modal) is fetched on the click, not with the header. */
export function confirmLogout(t: (k: string) => string): void {
  void import('./confirm-dialogs').then((m) => m.confirmLogout(t));
}

// behind the menu button: loaded when a phone user first opens it
const MobileDrawer = lazy(() => import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })));

/** The handlers that tell, before the click, that an overlay is about to be asked for (hover, focus, touch). */
function intentTo(overlay: OpenOverlay, onIntent: ((o: OpenOverlay) => void) | undefined) {
  if (!onIntent) return {};
  const hint = () => onIntent(overlay);
  return { onPointerEnter: hint, onFocus: hint, onTouchStart: hint };
}

/**
 * An icon button with a count beside it (cart, wishlist). The count sits outside the button, so the button's name
 * stays its label (axe label-content-name-mismatch), and describes it (aria-describedby) for screen readers.
 */
function CountButton({
  icon,
  label,
  count,
  ...rest
}: {
  icon: ReactNode;
  label: string;
  count: number;
  onClick: () => void;
  'data-testid'?: string;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onTouchStart?: () => void;
}) {
  const countId = useId();
  return (
    <span className="mart-count">
      <button
        type="button"
        className="mart-hb mart-hb--icon"
        aria-label={label}
        aria-describedby={count > 0 ? countId : undefined}
        {...rest}
      >
        {icon}
      </button>
      {count > 0 && (
        <span className="mart-badge" id={countId} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}

/** Its own component: a new guest id (a first visit's, arriving as the page starts) redraws it, not the header. */
function StoreCartCount({ needed }: { needed: boolean }) {
  useStoreCartCount(needed);
  return null;
}

/**
 * The site header: plain elements and header.css, no antd, so it paints with the shell's first chunk (issue 8: the
 * critical path). `onIntent`: a pointer or the focus reached an overlay's button (the shell starts loading that
 * overlay's code). Memoised: the shell's frame redraws as its site queries and the footer arrive, the header only
 * when what it shows changes.
 */
export const Header = memo(function Header({ onIntent }: { onIntent?: (overlay: OpenOverlay) => void } = {}) {
  const { t } = useTranslation();
  const desktop = useWideScreen();
  const [drawer, setDrawer] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const auth = useBusValue('auth');
  const location = useBusValue('location');
  const module = useBusValue('module');
  const config = useBusValue('config');
  const counts = useBusValue('cartCounts');
  const wishlistCount = useBusValue('wishlistCount');
  const menu = useAccountMenu();
  const pathname = usePathname();
  const signedIn = !!auth.token;
  const vehicle = tripFlavourOf(pathname, module?.module_type);
  const cartCount = vehicle ? counts[vehicle] : counts.store;
  const phone = typeof config?.phone === 'string' ? config.phone : null;
  const logo = typeof config?.logo_full_url === 'string' ? config.logo_full_url : null;

  const openCart = () =>
    bus.request(vehicle ? { type: 'open-trip-cart', flavour: vehicle } : { type: 'open-cart-drawer' });
  const needSignIn = (then: () => void) => () =>
    signedIn ? then() : bus.request({ type: 'open-sign-in', view: 'sign-in' });

  return (
    <header role="banner" className="mart-header">
      <StoreCartCount needed={!vehicle && ownerOf(pathname, module?.module_type) !== 'store-modules'} />
      <a href="#mart-main" className="mart-skip-link">
        {t('nav.skipToContent')}
      </a>
      <nav aria-label="main" className="mart-header__nav">
        {!desktop && (
          <button
            type="button"
            className="mart-hb mart-hb--icon"
            aria-label={t('nav.menu')}
            onClick={() => {
              setDrawerUsed(true);
              setDrawer(true);
            }}
          >
            <MenuOutlined />
          </button>
        )}
        <a
          href="/home"
          onClick={linkClick}
          aria-label={`${t('appName')} — ${t('nav.home')}`}
          className="mart-header__logo"
        >
          {logo ? (
            // narrower on a phone, where the location needs the room
            <img
              className="mart-header__logo-img"
              src={logo}
              alt={t('appName')}
              height={32}
              width={desktop ? 96 : 48}
            />
          ) : (
            <span className="mart-header__brand">{t('appName')}</span>
          )}
        </a>
        <button
          type="button"
          // on a phone it gives way to the buttons on the right (its text ends in an ellipsis): header.css
          className="mart-hb mart-header__location"
          data-testid="location-button"
          {...intentTo('location', onIntent)}
          onClick={() => bus.request({ type: 'open-location-picker' })}
        >
          <EnvironmentOutlined />
          <span className="mart-hb__text">{location?.address ?? t('location.select')}</span>
        </button>
        {desktop && (
          <span className="mart-header__group">
            <a className="mart-hb mart-hb--link" href="/home" onClick={linkClick}>
              {t('nav.home')}
            </a>
            <a className="mart-hb mart-hb--link" href="/help-and-support" onClick={linkClick}>
              {t('nav.contact')}
            </a>
            {module && (
              <a className="mart-hb mart-hb--link" href="/modules" onClick={linkClick}>
                {t('nav.modules')}
              </a>
            )}
          </span>
        )}
        <span className="mart-header__spacer" />
        {module && <SiteSearchEntry wide={desktop} />}
        <span className="mart-header__group mart-header__group--end">
          {desktop && (
            <a className="mart-hb" href="/track-order" onClick={linkClick}>
              {vehicle === 'rental' ? t('nav.trackTrip') : t('nav.trackOrder')}
            </a>
          )}
          {desktop && phone && (
            <a className="mart-hb mart-hb--icon" href={`tel:${phone}`} aria-label={`${t('nav.phone')} ${phone}`}>
              <PhoneOutlined />
            </a>
          )}
          {desktop && (
            <button
              type="button"
              className="mart-hb mart-hb--icon"
              aria-label={t('nav.chat')}
              onClick={needSignIn(() => navigate('/inbox'))}
            >
              <MessageOutlined />
            </button>
          )}
          <CountButton
            icon={<HeartOutlined />}
            label={t('nav.wishlist')}
            count={wishlistCount}
            {...(signedIn ? intentTo('wishlist', onIntent) : {})}
            onClick={needSignIn(() => bus.request({ type: 'open-wishlist' }))}
          />
          <CountButton
            icon={<ShoppingCartOutlined />}
            label={t('nav.cart')}
            count={cartCount}
            data-testid="cart-button"
            {...intentTo(vehicle ? `trip-${vehicle}` : 'cart', onIntent)}
            onClick={openCart}
          />
          {desktop && <LanguageSwitcher />}
          {desktop && <ThemeSwitch />}
          {signedIn ? (
            <MenuButton
              className="mart-hb mart-hb--default"
              data-testid="profile-menu"
              // the visible name is part of the accessible name (axe label-content-name-mismatch)
              aria-label={
                desktop && auth.profile?.f_name ? `${t('nav.profile')}: ${auth.profile.f_name}` : t('nav.profile')
              }
              items={[
                ...menu.map((m) => ({ key: m.key, label: t(`account.${m.key}`), onSelect: () => navigate(m.href) })),
                { key: 'divider', divider: true as const },
                { key: 'logout', danger: true, label: t('nav.logout'), onSelect: () => confirmLogout(t) },
              ]}
            >
              <UserOutlined />
              {desktop && <span className="mart-hb__text">{auth.profile?.f_name || t('nav.profile')}</span>}
            </MenuButton>
          ) : (
            <button
              type="button"
              className="mart-hb mart-hb--primary"
              data-testid="sign-in-button"
              onClick={() => bus.request({ type: 'open-sign-in', view: 'sign-in' })}
            >
              {t('nav.signIn')}
            </button>
          )}
        </span>
      </nav>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawer} onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </header>
  );
});
