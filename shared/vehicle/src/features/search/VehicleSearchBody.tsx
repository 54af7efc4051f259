import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Flex, Pagination, Segmented, Select, Switch, Typography } from 'antd';
import type { ApiVehicle } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { StatusPanel } from '@mart/ui';
import { SearchBox } from './SearchBox';
import { VehicleCard, type CardLayout } from '../vehicles/VehicleCard';
import { LazyVehicleDetailModal } from '../details/LazyVehicleDetailModal';
import { useFlavour } from '../../FlavourContext';
import { rememberSearchUrl, useSearch } from './search-state';
import { SEARCH_PAGE, searchPageQueries, searchQueryOf } from './search-queries';

// the columns of each card layout (plain.css): cards in a grid, one, two or four a row; in rows, two a row from a
// tablet up; wide, one a row
const GRID: Record<CardLayout, string> = {
  column: 'mart-grid--vehicles',
  row: 'mart-grid--halves',
  wide: '',
};
const LAYOUTS = ['column', 'row', 'wide'] as const;

// antd's sizes for the filter row's controls, drawn as plain boxes until the controls render: a select (its width set
// by the row), a switch, a segmented item's padding
const SELECT_BOX = { width: 150, height: 32, borderRadius: 10 };
const SWITCH_BOX = { width: 44, height: 22, borderRadius: 11 };

/** The search page below its title (antd): search box, filters, sort, results, pages, empty state. */
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
  // three passes, each its own commit, style and layout on a phone instead of one long task: the search box with the
  // filter row's controls as same-size plain boxes (the row wraps the same, nothing below moves), then the controls
  // (eight antd selects, a switch, a segmented), then the cards (the results are usually there before the page's
  // code: requested as the app mounted)
  const filtersShown = useDeferredValue(true, false);
  const list = useDeferredValue(filtersShown ? results.data : undefined, undefined);
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
  const filterSelect = (k: string, label: string, options: { value: string | number; label: string }[]) =>
    filtersShown ? (
      <Select
        allowClear
        aria-label={label}
        placeholder={label}
        style={{ minWidth: 150 }}
        value={params.get(k) ?? undefined}
        onChange={(v) => set(k, v)}
        options={options.map((o) => ({ ...o, value: String(o.value) }))}
      />
    ) : (
      <span className="mart-skeleton" style={SELECT_BOX} />
    );

  return (
    <>
      <SearchBox onSearch={() => results.refetch()} />
      <Flex
        gap={8}
        wrap
        style={{ margin: '16px 0' }}
        role="group"
        aria-label={t('filters.title')}
        aria-busy={!filtersShown}
        data-testid="search-filters"
      >
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
          ['sedan', 'suv', 'minivan', 'hatchback', 'electric'].map((v) => ({ value: v, label: t(`bodyType.${v}`) })),
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
        <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          {filtersShown ? (
            <Switch
              aria-label={t('filters.ac')}
              checked={params.get('ac') === '1'}
              onChange={(on) => set('ac', on ? 1 : null)}
            />
          ) : (
            <span className="mart-skeleton" style={SWITCH_BOX} />
          )}
          {t('filters.ac')}
        </label>
        {filterSelect(
          'sort',
          t('filters.sort'),
          (['popular', 'price_low', 'price_high', 'rating', 'newest', 'name'] as const).map((v) => ({
            value: v,
            label: t(`sort.${v}`),
          })),
        )}
        {filtersShown ? (
          <Segmented<CardLayout>
            aria-label={t('filters.layout')}
            value={layout}
            onChange={setLayout}
            options={LAYOUTS.map((l) => ({ value: l, label: t(`layout.${l}`) }))}
          />
        ) : (
          <span className="mart-skeleton" style={{ display: 'inline-flex', padding: 2, borderRadius: 10 }}>
            {LAYOUTS.map((l) => (
              <span key={l} style={{ padding: '0 11px', lineHeight: '28px', visibility: 'hidden' }}>
                {t(`layout.${l}`)}
              </span>
            ))}
          </span>
        )}
      </Flex>
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
              <span className="mart-skeleton" style={{ height: 220 }} />
              <span className="mart-skeleton mart-skeleton--line" />
              <span className="mart-skeleton mart-skeleton--line" />
            </div>
          ))}
        </div>
      ) : list.vehicles.length === 0 ? (
        <StatusPanel status="info" title={t('empty.vehiclesTitle')} text={t('empty.vehiclesText')} />
      ) : (
        <>
          <Typography.Text type="secondary" aria-live="polite">
            {t('results', { count: list.total_size })}
          </Typography.Text>
          <div className={`mart-grid ${GRID[layout]}`} style={{ marginTop: 8 }}>
            {list.vehicles.map((v) => (
              <VehicleCard key={v.id} vehicle={v} layout={layout} onQuickView={setQuick} from="from_search" />
            ))}
          </div>
          <Pagination
            style={{ marginTop: 16 }}
            current={query.offset}
            pageSize={SEARCH_PAGE}
            total={list.total_size}
            onChange={(p) => set('page', p)}
            showSizeChanger={false}
          />
        </>
      )}
      <LazyVehicleDetailModal vehicle={quick} onClose={() => setQuick(null)} />
    </>
  );
}
