import { useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { geoApi, placeQueries } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { usePlaceBias } from '@mart/maps';
import { showApiErrors } from '@mart/ui';

/**
 * SPEC §7 place search through the API: suggestions (those of the customer's current city first), then the chosen
 * place's coordinates.
 */
export function PlaceSearch({ onPick }: { onPick: (p: { address: string; lat: number; lng: number }) => void }) {
  const { t } = useTranslation('account');
  const [text, setText] = useState('');
  const q = useQuery(placeQueries.autocomplete(text, usePlaceBias()));
  const options = (q.data?.data.suggestions ?? []).map((s) => ({
    value: s.placePrediction.placeId,
    label: s.placePrediction.text.text,
  }));
  return (
    <AutoComplete
      className="mart-full"
      options={options}
      value={text}
      onChange={setText}
      onSelect={(placeId: string, option) => {
        setText(String(option.label ?? ''));
        geoApi
          .details(placeId)
          .then((d) =>
            onPick({ address: d.data.formattedAddress, lat: d.data.location.latitude, lng: d.data.location.longitude }),
          )
          .catch(showApiErrors);
      }}
    >
      <Input.Search
        placeholder={t('map.search')}
        aria-label={t('map.search')}
        data-testid="place-search"
        loading={q.isFetching}
      />
    </AutoComplete>
  );
}
