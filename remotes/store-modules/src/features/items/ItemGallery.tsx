import type { Item } from '@mart/api-types';
import { useTranslation } from '@mart/i18n';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';

const PAGE = 5; // SPEC §2: thumbnails 5 at a time

/** Main image with a strip of thumbnails, paged five at a time. */
export function ItemGallery({ item }: { item: Item }) {
  const { t } = useTranslation('store');
  const images = [item.image_full_url, ...(item.images_full_url ?? [])].filter(Boolean);
  const [active, setActive] = useState(0);
  const [page, setPage] = useState(0);
  const pages = Math.ceil(images.length / PAGE);
  return (
    <Flex vertical gap={8} style={{ width: 260, flex: '0 0 auto' }}>
      <img
        src={images[active]}
        alt={item.name}
        width={260}
        height={260}
        style={{ objectFit: 'cover', borderRadius: 12 }}
      />
      {images.length > 1 && (
        <Flex align="center" gap={4}>
          <Button
            size="small"
            type="text"
            icon={<LeftOutlined />}
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
            aria-label={t('a11y.previousImages')}
          />
          {images.slice(page * PAGE, page * PAGE + PAGE).map((src, i) => {
            const index = page * PAGE + i;
            return (
              <button
                key={src + index}
                type="button"
                onClick={() => setActive(index)}
                aria-label={t('a11y.showImage', { n: index + 1 })}
                aria-pressed={index === active}
                style={{
                  padding: 0,
                  border: index === active ? '2px solid #039d55' : '1px solid #ddd',
                  borderRadius: 6,
                  background: 'none',
                  cursor: 'pointer',
                }}
              >
                <img
                  src={src}
                  alt=""
                  width={40}
                  height={40}
                  style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
                />
              </button>
            );
          })}
          <Button
            size="small"
            type="text"
            icon={<RightOutlined />}
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
            aria-label={t('a11y.nextImages')}
          />
        </Flex>
      )}
    </Flex>
  );
}
