// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AUTOPLAY_MS, BannerSlides } from './BannerSlides';

const banners = [1, 2, 3].map((id) => ({ id, title: `Banner ${id}`, image_full_url: `http://api/banner/${id}.svg` }));
const WIDTH = 400;
let scrollTo: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo = jest.fn();
  Object.assign(HTMLElement.prototype, { scrollTo });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

const view = () => render(<BannerSlides banners={banners} height={200} />);
const dot = (n: number) => screen.getByRole('button', { name: `Баннер ${n} из 3` });
const track = () => document.querySelector('.mart-slides__track') as HTMLElement;

test('every banner is a slide with its title; only the one shown is read out', () => {
  view();
  expect(screen.getByRole('region', { name: 'Баннеры' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Banner 1' })).toHaveAttribute('src', 'http://api/banner/1.svg');
  expect(screen.queryByRole('img', { name: 'Banner 2' })).toBeNull();
  expect(document.querySelectorAll('img')).toHaveLength(3);
  expect(dot(1)).toHaveAttribute('aria-current', 'true');
});

test('moves on every 4 s, from the last back to the first', () => {
  view();
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS - 1));
  expect(scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
  expect(dot(2)).toHaveAttribute('aria-current', 'true');
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  expect(dot(1)).toHaveAttribute('aria-current', 'true');
});

test('holds still while the pointer or the focus is on it', () => {
  view();
  const region = screen.getByRole('region', { name: 'Баннеры' });
  fireEvent.pointerEnter(region);
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
  expect(scrollTo).not.toHaveBeenCalled();
  fireEvent.pointerLeave(region);
  act(() => dot(3).focus());
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a dot shows its banner; a swipe (a scroll of the row) marks the banner it lands on', () => {
  view();
  fireEvent.click(dot(3));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
  expect(dot(3)).toHaveAttribute('aria-current', 'true');
  track().scrollLeft = WIDTH;
  fireEvent.scroll(track());
  expect(dot(2)).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('img', { name: 'Banner 2' })).toBeInTheDocument();
});

test('right to left, the row scrolls towards negative offsets', () => {
  document.documentElement.dir = 'rtl';
  try {
    view();
    track().style.direction = 'rtl';
    fireEvent.click(dot(2));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -WIDTH, behavior: 'smooth' });
  } finally {
    document.documentElement.dir = '';
  }
});

test('does not move by itself for a customer who prefers reduced motion', () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  try {
    view();
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(dot(2));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'auto' });
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});
