// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { BannerCarousel } from './BannerCarousel';
import { useBannerShown } from './useBannerShown';

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
