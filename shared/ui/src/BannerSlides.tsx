import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@mart/i18n';
import type { Banner } from './BannerCarousel';

export const AUTOPLAY_MS = 4000;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The banners as a carousel (loaded by BannerCarousel after the first banner has painted): a row of slides that
 * scrolls between snap points, so a finger swipes it natively; it moves on every 4 s, except while the pointer or
 * the focus is on it or the customer prefers reduced motion, and its dots choose a slide. Plain elements: antd's
 * Carousel (react-slick) measured its slides as it mounted, a forced layout of the whole page in the frame a home
 * inserts its cards.
 */
export function BannerSlides({ banners, height }: { banners: Banner[]; height: number | string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);

  const show = (index: number) => {
    const el = track.current;
    if (!el) return;
    const next = (index + banners.length) % banners.length;
    // a right-to-left row scrolls towards negative offsets
    const sign = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollTo?.({ left: sign * next * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    setCurrent(next);
  };

  useEffect(() => {
    if (held || banners.length < 2 || reducedMotion()) return undefined;
    const timer = setTimeout(() => show(current + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-armed by the slide shown, not by `show`'s identity
  }, [current, held, banners.length]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
  };

  return (
    <div
      className="mart-banner mart-slides"
      style={{ height }}
      role="region"
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.label')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {/* focusable, so the arrow keys scroll it too (the dots are the other way) */}
      <div className="mart-slides__track" ref={track} onScroll={onScroll} tabIndex={0}>
        {banners.map((b, i) => (
          <img
            key={b.id}
            className="mart-slides__slide"
            src={b.image_full_url}
            alt={b.title}
            style={{ height }}
            aria-hidden={i !== current}
          />
        ))}
      </div>
      <div className="mart-slides__dots">
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="mart-slides__dot"
            aria-label={t('banners.show', { n: i + 1, count: banners.length })}
            aria-current={i === current}
            onClick={() => show(i)}
          />
        ))}
      </div>
    </div>
  );
}
