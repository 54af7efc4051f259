import { useState } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { ApiVehicle } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { VehicleDetailsBody } from './VehicleDetailsBody';
import { useRecordVehicleView } from '../../lib/useRecordVehicleView';
import './vehicle-slides.css';
import { Modal, Stack, Text, Title } from '@mart/ui';
import { VEHICLE_CAROUSEL_AUTOPLAY_MS, VEHICLE_CAROUSEL_SPEED_MS } from '@mart/domain';

/** SPEC §2: carousel autoplay 4 s at 800 ms, names, description, chips, price strip, add-to-cart; max 78vh. */
export function VehicleDetailModal({ vehicle, onClose }: { vehicle: ApiVehicle | null; onClose: () => void }) {
  const { t } = useTranslation('vehicle');
  // the quick view counts as a view (issue 41)
  useRecordVehicleView(vehicle?.id ?? null);
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
        <Stack direction="vertical" gap={12} data-testid="vehicle-detail-modal">
          <Slider
            autoplay
            autoplaySpeed={VEHICLE_CAROUSEL_AUTOPLAY_MS}
            speed={VEHICLE_CAROUSEL_SPEED_MS}
            dots={images.length > 1}
            arrows={false}
            infinite={images.length > 1}
            beforeChange={(_, next) => setSlide(next)}
            dotsClass="vehicle-slides__dots"
            // slick's theme CSS is not bundled: vehicle-slides.css draws the dots, the current one in the primary colour
            appendDots={(dots) => <ul>{dots}</ul>}
            customPaging={(i) => (
              <button
                type="button"
                aria-label={t('detail.slide', { n: i + 1 })}
                aria-current={i === slide}
                className="vehicle-slides__dot"
              />
            )}
          >
            {images.map((src, i) => (
              <div key={src + i}>
                <img src={src} alt={`${vehicle.name} ${i + 1}`} className="vehicle-slides__image" />
              </div>
            ))}
          </Slider>
          <Text type="secondary">{vehicle.provider.name}</Text>
          <Title level={4} className="mart-m-0">
            {vehicle.name}
          </Title>
          <VehicleDetailsBody vehicle={vehicle} showType />
        </Stack>
      )}
    </Modal>
  );
}
