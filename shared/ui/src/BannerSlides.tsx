import { Carousel } from 'antd';
import type { Banner } from './BannerCarousel';

/** The banners as an autoplaying carousel (loaded by BannerCarousel after the first banner has painted). */
export function BannerSlides({ banners, height }: { banners: Banner[]; height: number | string }) {
  return (
    <div className="mart-banner" style={{ height }}>
      <Carousel autoplay autoplaySpeed={4000} speed={800} dots>
        {banners.map((b) => (
          <div key={b.id}>
            <img src={b.image_full_url} alt={b.title} style={{ height }} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}
