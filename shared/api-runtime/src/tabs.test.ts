import { createTabs, type TabEvent } from './tabs';

test('without BroadcastChannel, sign-ins and sign-outs still arrive through the token key', () => {
  // jsdom, like an old browser, has no BroadcastChannel
  expect(typeof BroadcastChannel).toBe('undefined');
  const heard: TabEvent[] = [];
  createTabs(window).listen((e) => heard.push(e));
  const storage = (key: string, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  storage('token', 'tok-2');
  storage('theme', 'dark');
  storage('token', null);
  expect(heard).toEqual([{ type: 'signed-in', token: 'tok-2' }, { type: 'signed-out' }]);
});
