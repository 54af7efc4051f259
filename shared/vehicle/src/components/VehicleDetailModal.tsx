import { useState } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { Flex, Modal, Tag, Typography, theme } from 'antd';
import type { ApiVehicle } from '@mart/api-client';
import { isAirConditioned, type Vehicle } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { AddToCartBar } from './AddToCartBar';
import { Description } from './Description';
import { PriceStrip } from './PriceStrip';

/** SPEC §2: carousel autoplay 4 s at 800 ms, names, description, chips, price strip, add-to-cart; max 78vh. */
export function VehicleDetailModal({ vehicle, onClose }: { vehicle: ApiVehicle | null; onClose: () => void }) {
  const { t } = useTranslation('vehicle');
  const { token } = theme.useToken();
  const [slide, setSlide] = useState(0);
  const images = vehicle
    ? vehicle.images_full_url.length
      ? vehicle.images_full_url
      : [vehicle.thumbnail_full_url]
    : [];
  return (
    <Modal
      open={vehicle !== null}
      onCancel={onClose}
      footer={null}
      width={720}
      title={vehicle?.name}
      styles={{ body: { maxHeight: '78vh', overflowY: 'auto' } }}
      destroyOnHidden
    >
      {vehicle && (
        <Flex vertical gap={12} data-testid="vehicle-detail-modal">
          <Slider
            autoplay
            autoplaySpeed={4000}
            speed={800}
            dots={images.length > 1}
            arrows={false}
            infinite={images.length > 1}
            beforeChange={(_, next) => setSlide(next)}
            // slick's theme CSS is not bundled: the dots are styled here, the current one in the primary colour
            appendDots={(dots) => (
              <ul
                style={{
                  display: 'flex',
                  justifyContent: 'center',
                  gap: 8,
                  listStyle: 'none',
                  margin: '8px 0 0',
                  padding: 0,
                }}
              >
                {dots}
              </ul>
            )}
            customPaging={(i) => (
              <button
                type="button"
                aria-label={t('detail.slide', { n: i + 1 })}
                aria-current={i === slide}
                style={{
                  width: 10,
                  height: 10,
                  padding: 0,
                  border: 0,
                  borderRadius: 5,
                  cursor: 'pointer',
                  background: i === slide ? token.colorPrimary : token.colorBorder,
                }}
              />
            )}
          >
            {images.map((src, i) => (
              <div key={src + i}>
                <img
                  src={src}
                  alt={`${vehicle.name} ${i + 1}`}
                  style={{ width: '100%', aspectRatio: '16/9', objectFit: 'cover', borderRadius: 8 }}
                />
              </div>
            ))}
          </Slider>
          <Typography.Text type="secondary">{vehicle.provider.name}</Typography.Text>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {vehicle.name}
          </Typography.Title>
          <Description html={vehicle.description} />
          <Flex gap={4} wrap>
            <Tag>{t('card.seats', { count: vehicle.seating_capacity })}</Tag>
            <Tag>{vehicle.type}</Tag>
            <Tag>{isAirConditioned(vehicle as Vehicle) ? t('card.ac') : t('card.nonAc')}</Tag>
            <Tag>{t(`transmission.${vehicle.transmission_type}`, { defaultValue: vehicle.transmission_type })}</Tag>
            <Tag>{t(`fuel.${vehicle.fuel_type}`, { defaultValue: vehicle.fuel_type })}</Tag>
          </Flex>
          <PriceStrip vehicle={vehicle} />
          <AddToCartBar vehicle={vehicle} />
        </Flex>
      )}
    </Modal>
  );
}
