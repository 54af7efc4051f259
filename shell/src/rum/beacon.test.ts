import { reportRum, routeOf, startRum } from './beacon';

jest.mock('../federation/load-remote', () => ({
  versionOf: (remote: string) => (remote === 'account' ? 'v2-bbbb' : undefined),
}));
jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

describe('rum beacon', () => {
  it('counts the route by its first segment only: no ids, queries or personal paths', () => {
    expect(routeOf('/product/12')).toBe('/product');
    expect(routeOf('/track-order')).toBe('/track-order');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/%3Cscript%3E')).toBe('/');
  });

  it('an unsampled page sends nothing; a sampled one batches names and numbers in one text/plain beacon', async () => {
    const sent: Blob[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: jest.fn((_url: string, body: Blob) => (sent.push(body), true)),
    });
    startRum('http://api.test/', 0.5, () => 0.9);
    reportRum('view', 'account');
    jest.useFakeTimers();
    startRum('http://api.test/', 0.5, () => 0.1);
    window.history.pushState({}, '', '/profile/7?phone=+7701');
    reportRum('view', 'account');
    reportRum('error');
    reportRum('lcp', 'account', 1234);
    reportRum('view', 'not-deployed');
    jest.advanceTimersByTime(2_000);
    jest.useRealTimers();
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
    expect((navigator.sendBeacon as jest.Mock).mock.calls[0][0]).toBe('http://api.test/api/v1/rum');
    expect(sent[0]!.type).toBe('text/plain');
    // jsdom's Blob has no text(): read it as the browser would send it
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(sent[0]!);
    });
    const body = JSON.parse(text) as { events: unknown[] };
    expect(body.events).toEqual([
      { type: 'view', remote: 'account', version: 'v2-bbbb', route: '/profile' },
      { type: 'error', remote: 'account', version: 'v2-bbbb', route: '/profile' },
      { type: 'lcp', remote: 'account', version: 'v2-bbbb', route: '/profile', value: 1234 },
    ]);
    expect(JSON.stringify(body)).not.toContain('7701');
  });
});
