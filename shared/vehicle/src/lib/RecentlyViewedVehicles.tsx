import type { ApiVehicle } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { recentlyViewedQuery } from '@mart/runtime';
import { Section } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { VehicleCard } from './VehicleCard';

/**
 * A vehicle module home's "recently viewed" (issue 41): the customer's or this device's vehicles of this module,
 * newest first, drawn as the home's other cards; nothing at all while the list is empty or could not be read.
 */
export function RecentlyViewedVehicles({ onQuickView }: { onQuickView: (v: ApiVehicle) => void }) {
  const { t } = useTranslation('vehicle');
  const language = useBusValue('language');
  const moduleId = useBusValue('module')?.id;
  const token = useBusValue('auth').token;
  const list = useQuery({ ...recentlyViewedQuery(language, moduleId, token), enabled: moduleId !== undefined });
  const vehicles = list.data?.vehicles ?? [];
  if (!vehicles.length) return null;
  return (
    <div data-testid="recently-viewed">
      <Section title={t('home.recentlyViewed')}>
        <div className="mart-grid mart-grid--vehicles">
          {vehicles.map((v) => (
            <VehicleCard key={v.id} vehicle={v} onQuickView={onQuickView} />
          ))}
        </div>
      </Section>
    </div>
  );
}
