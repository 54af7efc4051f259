import { Suspense, createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { BannerCarousel, type Banner } from './BannerCarousel';
import { PageSkeleton } from './PageSkeleton';

/** Longest wait for a banner image before the rest of a page loads anyway (a stalled image must not hold it). */
const MAX_WAIT_MS = 4000;

/**
 * Whether a home's banner — its largest paint — has been painted, so the page's antd parts can be fetched without
 * competing with it: `onShown` goes to BannerCarousel; `noBanner` is true when there is none to wait for (none
 * configured, or the request failed).
 */
export function useBannerShown(noBanner: boolean): { shown: boolean; onShown: () => void } {
  const [loaded, setLoaded] = useState(false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setWaited(true)), MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // an image's load event comes before the frame that paints it: wait for that frame, then for the task after it.
  // The parts it lets in are rendered as a transition: in slices, and what is on screen stays until they are ready
  const onShown = () => requestAnimationFrame(() => setTimeout(() => startTransition(() => setLoaded(true)), 0));
  return { shown: loaded || waited || noBanner, onShown };
}

interface Gate {
  banners: Banner[] | undefined;
  shown: boolean;
  onShown: () => void;
}
const GateContext = createContext<Gate>({ banners: [], shown: true, onShown: () => undefined });

/**
 * A home whose banner is its largest paint. The page says where the banner goes (`GatedBanner`) and which of its
 * parts wait for it (`AfterBanner`); the gate owns the waiting, so a page never sees frames, timers or transitions.
 * `banners` is undefined while they load; `failed` when they will not come.
 */
export function BannerGate({
  banners,
  failed,
  children,
}: {
  banners: Banner[] | undefined;
  failed: boolean;
  children: ReactNode;
}) {
  const { shown, onShown } = useBannerShown(failed || banners?.length === 0);
  return (
    <GateContext.Provider value={{ banners: failed ? [] : banners, shown, onShown }}>{children}</GateContext.Provider>
  );
}

/** The banner's box: a skeleton while the banners load, then the carousel; the box keeps its height from the first
 * paint, so nothing below it moves when the images arrive. Nothing when there is no banner. */
export function GatedBanner({ height }: { height: number | string }) {
  const { banners, onShown } = useContext(GateContext);
  if (banners?.length === 0) return null;
  return (
    <div className="mart-banner-slot" style={{ height }}>
      {banners ? (
        <BannerCarousel banners={banners} height={height} onShown={onShown} />
      ) : (
        <span className="mart-skeleton" style={{ height }} />
      )}
    </div>
  );
}

/** A part of the page (antd, usually lazy) that waits for the banner: a skeleton of `rows` lines until then. */
export function AfterBanner({ rows, children }: { rows: number; children: ReactNode }) {
  const { shown } = useContext(GateContext);
  const skeleton = <PageSkeleton rows={rows} />;
  return <Suspense fallback={skeleton}>{shown ? children : skeleton}</Suspense>;
}
