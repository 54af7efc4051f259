// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { RemoteLoadError } from './load-remote';
import { resilientApp, type AppProps } from './resilient-app';

jest.mock('./load-remote', () => {
  const actual = jest.requireActual<typeof import('./load-remote')>('./load-remote');
  return { ...actual, loadExposed: jest.fn() };
});
const { loadExposed } = jest.requireMock<{ loadExposed: jest.Mock }>('./load-remote');

/** single-spa's mount of the rental remote (resilientApp gives one function, single-spa's type allows a list) */
const mountRental = (domElement: HTMLElement) =>
  (resilientApp('rental').mount as (p: AppProps) => Promise<unknown>)({ name: 'rental', domElement });

/** The remote's box as the shell's server sends it, with the first screen it drew. */
function serverBox(): HTMLElement {
  document.body.innerHTML =
    '<main id="mart-main"><div id="mart-app-rental" data-app="rental" data-prerendered=""><h2>Toyota Camry</h2></div></main>';
  return document.getElementById('mart-app-rental')!;
}

test('a remote that mounts replaces the server’s first screen and the box loses its marker', async () => {
  const box = serverBox();
  const mount = jest.fn(async ({ domElement }: AppProps) => {
    domElement.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'mounted' }));
  });
  loadExposed.mockResolvedValue({ bootstrap: async () => undefined, mount, unmount: async () => undefined });
  await mountRental(box);
  expect(box).not.toHaveAttribute('data-prerendered');
  expect(box).toHaveTextContent('mounted');
});

test('a remote that cannot load replaces the server’s first screen with the error panel', async () => {
  const box = serverBox();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadExposed.mockRejectedValue(new RemoteLoadError('rental', 'v1', new Error('offline')));
  await act(() => mountRental(box));
  await waitFor(() => expect(screen.getByTestId('remote-error')).toBeInTheDocument(), { timeout: 10_000 });
  expect(box).not.toHaveTextContent('Toyota Camry');
  expect(box).not.toHaveAttribute('data-prerendered');
  error.mockRestore();
});

test('an empty box shows the skeleton at once while the remote loads, and the error panel replaces it', async () => {
  document.body.innerHTML = '<main id="mart-main"><div id="mart-app-rental" data-app="rental"></div></main>';
  const box = document.getElementById('mart-app-rental')!;
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail: (e: Error) => void = () => undefined;
  loadExposed.mockReturnValue(new Promise((_, reject) => (fail = reject)));
  const mounting = mountRental(box);
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveAccessibleName('Загрузка…');
  await act(async () => {
    fail(new RemoteLoadError('rental', 'v1', new Error('timed out after 8000 ms')));
    await mounting;
  });
  await waitFor(() => expect(screen.getByTestId('remote-error')).toBeInTheDocument(), { timeout: 10_000 });
  expect(screen.queryByTestId('route-skeleton')).toBeNull();
  error.mockRestore();
});
