import { useEffect } from 'react';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { StatusPanel, navigate } from '@mart/ui';
import { ParcelHome } from './ParcelHome';

/**
 * `/parcel` opens the parcel form whichever module was selected: it selects the zone's parcel module (the shell
 * remembers the choice, as the module picker does); without one it says so instead of showing another module.
 */
export function ParcelRoute() {
  const { t } = useTranslation('store');
  const module = useBusValue('module');
  const modules = useBusValue('modules');
  const parcel = modules.find((m) => m.module_type === 'parcel');

  useEffect(() => {
    if (parcel && module?.id !== parcel.id) bus.set('module', parcel);
  }, [parcel, module?.id]);

  if (module?.module_type === 'parcel') return <ParcelHome />;
  if (!parcel && modules.length > 0)
    return (
      <StatusPanel
        status="info"
        title={t('parcel.unavailable')}
        text={t('parcel.unavailableHint')}
        action={{ label: t('parcel.chooseModule'), onClick: () => navigate('/modules') }}
      />
    );
  return null;
}
