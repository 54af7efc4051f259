import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ApiVehicle } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { FilterRow, FilterSegmented, FilterSelect, FilterSwitch, Pagination, StatusPanel, Text } from '@mart/ui';
import { SearchBox } from '../../lib/search/SearchBox';
import { VehicleCard, type CardLayout } from '../../lib/VehicleCard';
import { LazyVehicleDetailModal } from '../../lib/LazyVehicleDetailModal';
import { useFlavour } from '../../FlavourContext';
import { rememberSearchUrl, useSearch } from '../../lib/search-state';
import { SEARCH_PAGE, searchPageQueries, searchQueryOf } from '../../lib/search-queries';

// the columns of each card layout (plain.css): cards in a grid, one, two or four a row; in rows, two a row from a
// tablet up; wide, one a row
const GRID: Record<CardLayout, string> = {
  column: 'mart-grid--vehicles',
  row: 'mart-grid--halves',
  wide: '',
};
const LAYOUTS = ['column', 'row', 'wide'] as const;

/** The search page below its title (kit controls, no antd): search box, filters, sort, results, pages, empty state. */
export function VehicleSearchBody() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const [params, setParams] = useSearchParams();
  const search = useSearch(flavour.key);
  const location = useLocation();
  // a result opened from here (from=from_search) comes back to these filters and this page
  useEffect(
    () => rememberSearchUrl(flavour.key, `${location.pathname}${location.search}`),
    [flavour.key, location.pathname, location.search],
  );
  const [layout, setLayout] = useState<CardLayout>('column');
  const [quick, setQuick] = useState<ApiVehicle | null>(null);
  const query = searchQueryOf(params, search);
  const q = searchPageQueries(flavour, query);
  const results = useQuery(q.results);
  const categories = useQuery(q.categories);
  const brands = useQuery(q.brands);
  const set = (k: string, v: string | number | undefined | null) => {
    const next = new URLSearchParams(params);
    if (v === undefined || v === null || v === '') next.delete(k);
    else next.set(k, String(v));
    if (k !== 'page') next.delete('page');
    if (k === 'categoryId') next.delete('all_category');
    setParams(next);
  };
  const filterSelect = (k: string, label: string, options: { value: string | number; label: string }[]) => (
    <FilterSelect label={label} value={params.get(k) ?? undefined} onChange={(v) => set(k, v)} options={options} />
  );

  return (
    <>
      <SearchBox onSearch={() => results.refetch()} />
      <FilterRow
        label={t('filters.title')}
        data-testid="search-filters"
        results={results.data}
        controls={
          <>
            {filterSelect(
              'categoryId',
              t('filters.category'),
              (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            )}
            {filterSelect(
              'brand_ids',
              t('filters.brand'),
              (brands.data ?? []).map((b) => ({ value: b.id, label: b.name })),
            )}
            {filterSelect(
              'min_seats',
              t('filters.seats'),
              [2, 4, 5, 7].map((n) => ({ value: n, label: `${n}+` })),
            )}
            {filterSelect(
              'type',
              t('filters.type'),
              ['sedan', 'suv', 'minivan', 'hatchback', 'electric'].map((v) => ({
                value: v,
                label: t(`bodyType.${v}`),
              })),
            )}
            {filterSelect(
              'fuel_type',
              t('filters.fuel'),
              ['petrol', 'diesel', 'electric', 'hybrid'].map((v) => ({ value: v, label: t(`fuel.${v}`) })),
            )}
            {filterSelect(
              'transmission_type',
              t('filters.transmission'),
              ['automatic', 'manual'].map((v) => ({ value: v, label: t(`transmission.${v}`) })),
            )}
            {filterSelect(
              'max_price',
              t('filters.maxPrice'),
              [50, 100, 200, 500, 1000, 5000].map((v) => ({ value: v, label: `≤ ${v}` })),
            )}
            <FilterSwitch
              label={t('filters.ac')}
              checked={params.get('ac') === '1'}
              onChange={(on) => set('ac', on ? 1 : null)}
            />
            {filterSelect(
              'sort',
              t('filters.sort'),
              (['popular', 'price_low', 'price_high', 'rating', 'newest', 'name'] as const).map((v) => ({
                value: v,
                label: t(`sort.${v}`),
              })),
            )}
            <FilterSegmented<CardLayout>
              label={t('filters.layout')}
              value={layout}
              onChange={setLayout}
              options={LAYOUTS.map((l) => ({ value: l, label: t(`layout.${l}`) }))}
            />
          </>
        }
      >
        {(list) => (
          <>
            {results.isError ? (
              <StatusPanel
                status="error"
                title={t('errors.loadTitle')}
                text={t('errors.loadText')}
                action={{ label: t('errors.retry'), onClick: () => results.refetch() }}
              />
            ) : !list ? (
              <div className="mart-grid mart-grid--vehicles">
                {Array.from({ length: 8 }, (_, i) => (
                  <div key={i}>
                    <span className="mart-skeleton vehicle-search__picture-skeleton" />
                    <span className="mart-skeleton mart-skeleton--line" />
                    <span className="mart-skeleton mart-skeleton--line" />
                  </div>
                ))}
              </div>
            ) : list.vehicles.length === 0 ? (
              <StatusPanel status="info" title={t('empty.vehiclesTitle')} text={t('empty.vehiclesText')} />
            ) : (
              <>
                <Text type="secondary" aria-live="polite">
                  {t('results', { count: list.total_size })}
                </Text>
                <div className={`mart-grid mart-mt-8 ${GRID[layout]}`}>
                  {list.vehicles.map((v) => (
                    <VehicleCard key={v.id} vehicle={v} layout={layout} onQuickView={setQuick} from="from_search" />
                  ))}
                </div>
                <Pagination
                  className="mart-mt-16"
                  current={query.offset ?? 1}
                  pageSize={SEARCH_PAGE}
                  total={list.total_size}
                  onChange={(p) => set('page', p)}
                />
              </>
            )}
          </>
        )}
      </FilterRow>
      <LazyVehicleDetailModal vehicle={quick} onClose={() => setQuick(null)} />
    </>
  );
}
