// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { BannerCarousel } from './BannerCarousel';
import { AfterBanner, BannerGate, GatedBanner, useBannerShown } from './BannerGate';

jest.mock('./BannerSlides', () => ({
  BannerSlides: ({ banners }: { banners: { id: number; title: string }[] }) => (
    <ul aria-label="slides">
      {banners.map((b) => (
        <li key={b.id}>{b.title}</li>
      ))}
    </ul>
  ),
}));

const banners = [
  { id: 1, title: 'Burger deals', image_full_url: 'http://api/storage/banner/1.svg' },
  { id: 2, title: 'New restaurant', image_full_url: 'http://api/storage/banner/2.svg' },
];

describe('BannerCarousel', () => {
  test('paints the first banner as a plain image, and swaps in the carousel once that image has loaded', async () => {
    const onShown = jest.fn();
    render(<BannerCarousel banners={banners} height={220} onShown={onShown} />);
    const first = screen.getByRole('img', { name: 'Burger deals' });
    expect(first).toHaveAttribute('src', banners[0]!.image_full_url);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('list', { name: 'slides' })).toBeNull();
    expect(onShown).not.toHaveBeenCalled();

    fireEvent.load(first);
    expect(onShown).toHaveBeenCalledTimes(1);
    const slides = await screen.findByRole('list', { name: 'slides' });
    expect(slides).toHaveTextContent('Burger dealsNew restaurant');
  });

  test('a failed first image still lets the page go on; one banner never loads the carousel', async () => {
    const onShown = jest.fn();
    render(<BannerCarousel banners={banners.slice(0, 1)} height={220} onShown={onShown} />);
    fireEvent.error(screen.getByRole('img', { name: 'Burger deals' }));
    expect(onShown).toHaveBeenCalledTimes(1);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('list', { name: 'slides' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Burger deals' })).toBeInTheDocument();
  });

  test('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} height={220} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('useBannerShown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('is shown in the task after the frame that paints the banner, when there is none, or after 4 s', () => {
    const { result, rerender } = renderHook(({ none }) => useBannerShown(none), { initialProps: { none: false } });
    expect(result.current.shown).toBe(false);
    act(() => result.current.onShown());
    // the image's load event comes before its paint
    expect(result.current.shown).toBe(false);
    act(() => jest.advanceTimersByTime(20));
    expect(result.current.shown).toBe(true);

    expect(renderHook(() => useBannerShown(true)).result.current.shown).toBe(true);

    const stalled = renderHook(() => useBannerShown(false));
    act(() => jest.advanceTimersByTime(3999));
    expect(stalled.result.current.shown).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(stalled.result.current.shown).toBe(true);
    rerender({ none: false });
  });
});

describe('BannerGate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const home = (list: typeof banners | undefined, failed = false) => (
    <BannerGate banners={list} failed={failed}>
      <GatedBanner height={220} />
      <AfterBanner rows={2}>
        <p>cards</p>
      </AfterBanner>
    </BannerGate>
  );

  test('the parts after the banner wait for its first image to paint, a skeleton in their place', () => {
    const { rerender } = render(home(undefined));
    expect(screen.queryByText('cards')).not.toBeInTheDocument();
    rerender(home(banners));
    expect(screen.queryByText('cards')).not.toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: 'Burger deals' }));
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByText('cards')).toBeInTheDocument();
  });

  test('with no banner, or when they failed, nothing is waited for and no box is kept', () => {
    const none = render(home([]));
    expect(screen.getByText('cards')).toBeInTheDocument();
    expect(none.container.querySelector('.mart-banner-slot')).toBeNull();
    none.unmount();
    render(home(undefined, true));
    expect(screen.getByText('cards')).toBeInTheDocument();
  });
});
