import type { Item } from '@mart/api-types';
import { useTranslation } from '@mart/i18n';
import { useState } from 'react';
import './item-gallery.css';
import { ITEM_THUMBNAILS_PER_VIEW } from '@mart/domain';

const PAGE = ITEM_THUMBNAILS_PER_VIEW; // SPEC §2: thumbnails 5 at a time

/** A chevron drawn like antd's Left/RightOutlined, without loading the icon library. */
function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
      <path
        d={
          direction === 'left'
            ? 'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z'
            : 'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z'
        }
      />
    </svg>
  );
}

/**
 * Main image with a strip of thumbnails, paged five at a time. Plain HTML: on the product page the main image is the
 * page's largest paint and must not wait for antd.
 */
export function ItemGallery({ item }: { item: Item }) {
  const { t } = useTranslation('store');
  const images = [item.image_full_url, ...(item.images_full_url ?? [])].filter(Boolean);
  const [active, setActive] = useState(0);
  const [page, setPage] = useState(0);
  const pages = Math.ceil(images.length / PAGE);
  return (
    <div className="item-gallery">
      <img
        className="item-gallery__main"
        src={images[active]}
        alt={item.name}
        width={260}
        height={260}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <div className="item-gallery__strip">
          <button
            type="button"
            className="item-gallery__nav"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
            aria-label={t('a11y.previousImages')}
          >
            <Chevron direction="left" />
          </button>
          {images.slice(page * PAGE, page * PAGE + PAGE).map((src, i) => {
            const index = page * PAGE + i;
            return (
              <button
                key={src + index}
                type="button"
                className="item-gallery__thumb"
                onClick={() => setActive(index)}
                aria-label={t('a11y.showImage', { n: index + 1 })}
                aria-pressed={index === active}
              >
                <img src={src} alt="" width={40} height={40} />
              </button>
            );
          })}
          <button
            type="button"
            className="item-gallery__nav"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
            aria-label={t('a11y.nextImages')}
          >
            <Chevron direction="right" />
          </button>
        </div>
      )}
    </div>
  );
}
