// The account remote's page frames: the profile frame (menu, sign-in gate) and the plain frame of its other pages.
// Which component each page is (its own chunk) is routes.tsx's business: the frames take them as props.
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus, useBusValue } from '@mart/bus';
import { navigate, PageFrame, PageSkeleton } from '@mart/ui';
import type { RouteParams } from '@mart/runtime';
import { RequireAuth } from './lib/RequireAuth';
import { AccountLayout } from './features/layout/AccountLayout';
import { profileTarget, type ProfilePage } from './lib/profile-page';
import { loadProfile } from './lib/useProfile';

export type PageKey = ProfilePage;
/** The profile frame's pages: each reachable both as /wallet and /profile?page=wallet (the payment page returns to the latter). */
export type ProfilePages = Record<ProfilePage, ComponentType>;

export function Account({ page, Page }: { page: ProfilePage; Page: ComponentType }) {
  return (
    <AccountLayout active={page}>
      <Suspense fallback={<PageSkeleton />}>
        {page === 'settings' ? (
          <Page />
        ) : (
          <RequireAuth>
            <Page />
          </RequireAuth>
        )}
      </Suspense>
    </AccountLayout>
  );
}

/**
 * /profile's early load: the customer's details and, in the browser, when the profile itself is asked for, its
 * card's chunk beside them (not after the frame's first render).
 */
export function profileRouteLoader(loadProfileCard: () => Promise<unknown>) {
  return (_params: RouteParams, search: URLSearchParams): Promise<void> => {
    // the menu's config is not judged here: a page it hides shows the profile, which only makes this a miss
    const target = profileTarget(search.get('page'), null, []);
    const profile = target.kind === 'wishlist' || (target.kind === 'page' && target.page === 'profile-settings');
    if (typeof window !== 'undefined' && profile) void loadProfileCard();
    return loadProfile();
  };
}

/** /profile?page={name} (SPEC §2): the frame's own pages, the menu's other screens, the wishlist drawer. */
export function ProfileRoute({ pages }: { pages: ProfilePages }) {
  const [params] = useSearchParams();
  const config = useBusValue('config');
  const modules = useBusValue('modules');
  const target = profileTarget(params.get('page'), config, modules);
  const redirect = target.kind === 'redirect' ? target.to : null;
  const wishlist = target.kind === 'wishlist';
  useEffect(() => {
    if (redirect) navigate(redirect, true);
  }, [redirect]);
  useEffect(() => {
    if (wishlist) bus.request({ type: 'open-wishlist' });
  }, [wishlist]);
  if (redirect) return <PageSkeleton />;
  const page = target.kind === 'page' ? target.page : 'profile-settings';
  return <Account page={page} Page={pages[page]} />;
}

export function Plain({ children }: { children: ReactNode }) {
  return (
    <PageFrame width="medium">
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </PageFrame>
  );
}
