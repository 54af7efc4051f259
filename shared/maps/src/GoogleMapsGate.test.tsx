import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { bus, type SiteConfig } from '@mart/bus';
import { applyLanguage } from '@mart/i18n';
import { GoogleMapsGate } from './GoogleMapsGate';

jest.mock('@react-google-maps/api', () => ({
  // stands in for the script loader: the test says whether the Maps script loaded or failed
  useJsApiLoader: () => loader,
}));
let loader: { isLoaded: boolean; loadError?: Error } = { isLoaded: false };

const setKey = (map_api_key: string | null) => bus.set('config', { map_api_key } as unknown as SiteConfig);

describe('GoogleMapsGate', () => {
  beforeEach(async () => {
    await applyLanguage('ru');
    loader = { isLoaded: false };
  });

  test('no map key: the SPEC §8 panel with its hints and code, never the map', () => {
    setKey(null);
    render(
      <GoogleMapsGate height={200} hints={['Адрес можно найти через поиск выше.']}>
        {() => 'MAP'}
      </GoogleMapsGate>,
    );
    const panel = screen.getByTestId('map-error');
    expect(panel).toHaveTextContent('Ошибка загрузки карты');
    expect(panel).toHaveTextContent('Адрес можно найти через поиск выше.');
    expect(panel).toHaveTextContent('код: NoApiKey');
    expect(screen.queryByText('MAP')).not.toBeInTheDocument();
  });

  test('with a key: the loading text, then the map once the script is in', async () => {
    setKey('key-1');
    const { rerender } = render(<GoogleMapsGate height={200}>{() => 'MAP'}</GoogleMapsGate>);
    expect(await screen.findByRole('status')).toHaveTextContent('Загрузка карты...');
    loader = { isLoaded: true };
    rerender(<GoogleMapsGate height={200}>{() => 'MAP'}</GoogleMapsGate>);
    expect(await screen.findByText('MAP')).toBeInTheDocument();
  });

  test('the script fails (offline): the panel with ScriptLoadFailed and a Retry that tries again', async () => {
    setKey('key-1');
    loader = { isLoaded: false, loadError: new Error('network') };
    render(<GoogleMapsGate height={200}>{() => 'MAP'}</GoogleMapsGate>);
    expect(await screen.findByTestId('map-error')).toHaveTextContent('код: ScriptLoadFailed');
    loader = { isLoaded: true };
    act(() => screen.getByRole('button', { name: 'Повторить' }).click());
    expect(await screen.findByText('MAP')).toBeInTheDocument();
  });
});
