import { queryClient } from '@mart/api-client';
import { bus } from '@mart/bus';
import { adoptPrerenderedPage } from './prerendered';
import { routeLiveRegistry } from '../test/live-registry';

beforeAll(routeLiveRegistry);

const FOOD = { id: 1, module_type: 'food', module_name: 'Еда' };
const GROCERY = { id: 2, module_type: 'grocery', module_name: 'Продукты' };

/** The page as the shell's server sends it with a first screen drawn by `app`. */
function serverPage(app: string, extra: Record<string, unknown> = {}, json?: string) {
  const data =
    json ??
    JSON.stringify({
      app,
      language: 'ru',
      moduleId: 1,
      state: {
        mutations: [],
        queries: [
          {
            queryKey: ['store', '2'],
            queryHash: '["store","2"]',
            state: {
              data: { name: 'Кафе' },
              dataUpdatedAt: Date.now(),
              status: 'success',
              fetchStatus: 'idle',
              error: null,
              errorUpdateCount: 0,
              errorUpdatedAt: 0,
              dataUpdateCount: 1,
              fetchFailureCount: 0,
              fetchFailureReason: null,
              fetchMeta: null,
              isInvalidated: false,
            },
          },
        ],
      },
      ...extra,
    });
  document.body.innerHTML =
    `<main id="mart-main"><div id="mart-app-${app}" data-app="${app}" data-prerendered=""><h2>Кафе</h2></div></main>` +
    `<script type="application/json" id="mart-ssr">${data}</script>`;
}

const box = () => document.querySelector('[data-prerendered]');

beforeEach(() => {
  queryClient.clear();
  bus.set('language', 'ru');
  bus.set('module', FOOD);
  window.history.pushState({}, '', '/store/2');
});

test('a first screen drawn for this tab’s state stays, and the tab starts from the data it was drawn from', () => {
  serverPage('store-modules');
  adoptPrerenderedPage();
  expect(box()).not.toBeNull();
  expect(queryClient.getQueryData(['store', '2'])).toEqual({ name: 'Кафе' });
  expect(document.getElementById('mart-ssr')).toBeNull();
});

test('drawn in another language: removed at once, nothing taken from it', () => {
  serverPage('store-modules', { language: 'en' });
  adoptPrerenderedPage();
  expect(box()).toBeNull();
  expect(queryClient.getQueryData(['store', '2'])).toBeUndefined();
});

test('another selected module matters on a module home only', () => {
  bus.set('module', GROCERY);
  serverPage('store-modules');
  adoptPrerenderedPage();
  expect(box()).not.toBeNull();

  window.history.pushState({}, '', '/home');
  serverPage('store-modules');
  adoptPrerenderedPage();
  expect(box()).toBeNull();
});

test('drawn by an app that does not own the page here, or unreadable: removed', () => {
  serverPage('rental');
  adoptPrerenderedPage();
  expect(box()).toBeNull();

  serverPage('store-modules', {}, '{"app":');
  adoptPrerenderedPage();
  expect(box()).toBeNull();
});

test('a personal page stays only for the session it was drawn for', () => {
  window.history.pushState({}, '', '/profile');
  bus.set('auth', { token: 'tok-alice-0123456789', profile: null });
  serverPage('account', { session: 'customer' });
  adoptPrerenderedPage();
  expect(box()).not.toBeNull();
  // signed out in another tab since the page was asked for: the customer's first screen goes at once
  bus.set('auth', { token: null, profile: null });
  serverPage('account', { session: 'customer' });
  adoptPrerenderedPage();
  expect(box()).toBeNull();
  // signed in since: the guest's screen goes too
  bus.set('auth', { token: 'tok-alice-0123456789', profile: null });
  serverPage('account', { session: 'guest' });
  adoptPrerenderedPage();
  expect(box()).toBeNull();
});
