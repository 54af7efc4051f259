import { render, screen } from '@testing-library/react';
import { loadExposed } from './load-remote';
import { remoteWidget } from './RemoteWidget';

jest.mock('./load-remote', () => ({ loadExposed: jest.fn() }));
const load = jest.mocked(loadExposed);

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

beforeEach(() => load.mockReset());

test('preload downloads the widget once; rendering it afterwards uses that download', async () => {
  load.mockResolvedValue({ default: Hello });
  const Widget = remoteWidget<{ name: string }>('store-modules', 'CartDrawer');
  Widget.preload();
  Widget.preload();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('store-modules', 'CartDrawer');
  render(<Widget name="cart" />);
  expect(await screen.findByText('hello cart')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed preload does not stop the first render from loading the widget again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
  const Widget = remoteWidget<{ name: string }>('account', 'WishlistDrawer');
  Widget.preload();
  await new Promise((r) => setTimeout(r, 0));
  render(<Widget name="wishlist" />);
  expect(await screen.findByText('hello wishlist')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a widget whose remote cannot load renders nothing and leaves the page alone', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValue(new Error('404'));
  const Widget = remoteWidget<{ name: string }>('rental', 'TripCartDrawer');
  render(
    <main>
      <h1>page</h1>
      <Widget name="trip" />
    </main>,
  );
  await new Promise((r) => setTimeout(r, 10));
  expect(screen.getByText('page')).toBeTruthy();
  expect(screen.queryByText(/hello/)).toBeNull();
});
