import { useState } from 'react';
import { BannerSlides } from './BannerSlides';
import './banner.css';

export interface Banner {
  id: number;
  title: string;
  image_full_url: string;
}

/**
 * A module home's banners. The first one paints as a plain image — the page's largest paint, with nothing else to
 * wait for; the carousel takes its place once that image has loaded, showing the same image first, so the other
 * banners' images are not fetched before it. `onShown` tells the page that image is there (loaded or failed), so it can start its own antd
 * parts without competing with it.
 */
export function BannerCarousel({
  banners,
  height,
  onShown,
}: {
  banners: Banner[];
  height: number | string;
  onShown?: () => void;
}) {
  const [firstShown, setFirstShown] = useState(false);
  const shown = () => {
    setFirstShown(true);
    onShown?.();
  };
  const first = banners[0];
  if (!first) return null;
  const still = (
    <div className="mart-banner" style={{ height }}>
      <img
        src={first.image_full_url}
        alt={first.title}
        style={{ height }}
        fetchPriority="high"
        onLoad={shown}
        onError={shown}
      />
    </div>
  );
  if (banners.length < 2 || !firstShown) return still;
  return <BannerSlides banners={banners} height={height} />;
}
