import { sql } from 'kysely';
import { toMinor } from '@mart/domain';
import type { Db } from '../connect';
import type { Insertable } from 'kysely';
import type { BannersTable, I18n, ItemsTable } from '../schema';
import { hashPassword, type ScryptCost } from '../../infra/passwords';
import {
  demoAddOns,
  demoCategories,
  demoItems,
  demoModules,
  demoMoreStores,
  demoParcelCategories,
  demoStores,
  demoWords,
  type ItemSeed,
  type StoreSeed,
  type Text3,
} from './catalog-data';
import { demoMenus, menuWords } from './menus';
import { addWord, keyVariations, listWords } from '../variation-ids';
import { demoZones } from './geo';
import { insertGazetteer } from './places';
import { slugify } from './slug';
import { defaultBusinessSettings, defaultLandingSettings } from '../../model/settings';
import {
  demoBrands,
  demoComments,
  demoMoreBrands,
  demoMoreVehicles,
  demoReviewers,
  demoVehicleCategories,
  demoVehicles,
} from './vehicle-data';

/** Demo customer for trying the storefront (documented in the report). */
export const DEMO_USER = { email: 'demo@mart.example', phone: '+77010000001', password: 'demo1234' };

const json = (value: unknown) => JSON.stringify(value);
const i18n = (text: Text3, field = 'name'): string => {
  const value: I18n = { en: { [field]: text.en } };
  if (text.kz) value.kz = { [field]: text.kz };
  return json(value);
};
const merge = (...parts: string[]): string => {
  const out: Record<string, Record<string, string>> = {};
  for (const part of parts) {
    for (const [lang, fields] of Object.entries(JSON.parse(part) as Record<string, Record<string, string>>)) {
      out[lang] = { ...out[lang], ...fields };
    }
  }
  return json(out);
};
/** An item's translated list fields (served element by element, see `trList`). */
const itemLists = (t: ItemSeed) => ({
  generic_name: t.generic_name ?? [],
  nutritions_name: t.nutritions_name ?? [],
  allergies_name: t.allergies_name ?? [],
  tags: (t.tags ?? []).map((tag) => tag.name),
});
const minor = (major: number) => toMinor(major);
const words = { ...demoWords, ...menuWords };
/**
 * The demo's review ratings of the item at position `g` of the catalog (every other item has two), so an item is
 * inserted with its rating: updating a thousand rows afterwards fires the catalog triggers once per row.
 */
const itemReviewRatings = (g: number): number[] => (g % 2 === 0 ? [0, 1].map((k) => 3 + ((g / 2 + k) % 3)) : []);
const average = (ratings: number[]) =>
  ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : 0;

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('modules')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n > 0;
}

/**
 * Loads the demo marketplace into an empty database, in one transaction (all or nothing). Deterministic: the same
 * ids and texts every time, so tests and the storefront can rely on them.
 */
export async function seedDemoData(db: Db, now = new Date(), passwordCost?: ScryptCost): Promise<void> {
  const passwordHash = await hashPassword(DEMO_USER.password, passwordCost);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('settings')
      .values([
        { key: 'business', value: json(defaultBusinessSettings) },
        { key: 'landing', value: json(defaultLandingSettings) },
      ])
      .execute();

    const modules = await trx
      .insertInto('modules')
      .values(
        demoModules.map((m, i) => ({
          module_type: m.type,
          module_name: m.name.ru,
          i18n: merge(i18n(m.name), i18n(m.description, 'description')),
          icon: `/storage/module/${m.type}-icon.svg`,
          thumbnail: `/storage/module/${m.type}-thumbnail.svg`,
          description: m.description.ru,
          position: i,
          status: true,
        })),
      )
      .returning(['id', 'module_type'])
      .execute();
    const moduleId = (type: string) => modules.find((m) => m.module_type === type)!.id;

    const zones = await trx
      .insertInto('zones')
      .values(
        demoZones.map((z) => ({
          name: z.name,
          display_name: z.display_name,
          i18n: json({ en: { display_name: z.en }, kz: { display_name: z.kz } }),
          polygon: json(z.polygon),
          increased_delivery_fee_status: z.increased.status,
          increased_delivery_fee_x100: z.increased.fee_x100,
          increase_delivery_fee_message: z.increased.message,
          utc_offset_minutes: z.utc_offset_minutes,
          cash_on_delivery: true,
          digital_payment: true,
          status: true,
        })),
      )
      .returning(['id', 'name'])
      .execute();

    // Every module in every zone; fixed and per-km zone charges alternate so both appear.
    await trx
      .insertInto('module_zones')
      .values(
        zones.flatMap((zone, zi) =>
          modules.map((module, mi) => ({
            module_id: module.id,
            zone_id: zone.id,
            delivery_charge_type: (zi + mi) % 2 === 0 ? ('distance' as const) : ('fixed' as const),
            fixed_shipping_charge_minor: minor(700),
            per_km_shipping_charge_minor: minor(120),
            minimum_shipping_charge_minor: minor(500),
            maximum_shipping_charge_minor: mi % 3 === 0 ? null : minor(2500),
            maximum_cod_order_amount_minor: minor(150000),
          })),
        ),
      )
      .execute();

    // Parcel categories (parcel module): per-km charge and minimum, in tenge.
    await trx
      .insertInto('parcel_categories')
      .values(
        demoParcelCategories.map((c) => ({
          name: c.name.ru,
          i18n: merge(i18n(c.name), i18n(c.description, 'description')),
          description: c.description.ru,
          image: `/storage/parcel/${c.slug}.svg`,
          per_km_charge_minor: minor(c.perKm),
          minimum_charge_minor: minor(c.minimum),
          status: true,
        })),
      )
      .execute();

    // Categories (top level then children), by module.
    const categoryIds = new Map<string, number>();
    for (const [ci, c] of demoCategories.entries()) {
      const parent = await trx
        .insertInto('categories')
        .values({
          parent_id: null,
          module_id: moduleId(c.module),
          name: c.name.ru,
          i18n: i18n(c.name),
          slug: slugify(c.name.en),
          image: `/storage/category/${slugify(c.name.en)}.svg`,
          position: 0,
          priority: demoCategories.length - ci,
          featured: c.featured ?? false,
          status: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(c.name.ru, parent.id);
      for (const child of c.children) {
        const row = await trx
          .insertInto('categories')
          .values({
            parent_id: parent.id,
            module_id: moduleId(c.module),
            name: child.ru,
            i18n: i18n(child),
            slug: slugify(child.en),
            image: `/storage/category/${slugify(child.en)}.svg`,
            position: 1,
            priority: 0,
            featured: false,
            status: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        categoryIds.set(child.ru, row.id);
      }
    }

    // Stores and providers, with the delivery settings varied across them: first the stores tests know by id,
    // then the rest of the city (issue 27), so both keep their ids.
    const storeRows: {
      id: number;
      module: string;
      zoneIndex: number;
      index: number;
      seed: StoreSeed;
      more: boolean;
    }[] = [];
    let storeIndex = 0;
    for (const more of [false, true]) {
      for (const [zi, zone] of demoZones.entries()) {
        const center = zone.polygon.reduce(
          (acc, p) => ({ lat: acc.lat + p.lat / zone.polygon.length, lng: acc.lng + p.lng / zone.polygon.length }),
          { lat: 0, lng: 0 },
        );
        for (const s of (more ? demoMoreStores : demoStores)[zone.key]) {
          const i = storeIndex++;
          const vehicleModule = s.module === 'rental' || s.module === 'carmarket';
          const discounted = i % 3 === 0;
          const [opening, closing] =
            s.hours ?? (vehicleModule || s.allDay ? ['00:00', '00:00'] : ['08:00', i % 6 === 5 ? '02:00' : '23:00']);
          const row = await trx
            .insertInto('stores')
            .values({
              slug: slugify(`${s.en}-${zone.name}`),
              name: s.name,
              i18n: json({ en: { name: s.en }, kz: { name: s.kz ?? s.name } }),
              module_id: moduleId(s.module),
              zone_id: zones[zi]!.id,
              logo: `/storage/${vehicleModule ? 'provider' : 'store'}/${slugify(s.en)}-logo.svg`,
              cover_photo: `/storage/${vehicleModule ? 'provider' : 'store'}/${slugify(s.en)}-cover.svg`,
              address: s.address,
              phone: `+7701${String(1000000 + i * 7919).slice(0, 7)}`,
              email: `${slugify(s.en)}@mart.example`,
              latitude: center.lat + ((i % 5) - 2) * 0.01,
              longitude: center.lng + ((i % 4) - 1.5) * 0.012,
              minimum_order_minor: minor([0, 1000, 2000, 5000][i % 4]!),
              tax_x100: [0, 500, 1200][i % 3]!,
              delivery_time: ['20-30 min', '30-45 min', '40-60 min', '1-2 hours'][i % 4]!,
              self_delivery_system: i % 2,
              per_km_shipping_charge_minor: minor([100, 150, 80][i % 3]!),
              minimum_shipping_charge_minor: minor([400, 600, 300][i % 3]!),
              maximum_shipping_charge_minor: i % 4 === 3 ? null : minor([1500, 2500, 3000][i % 3]!),
              free_delivery: i % 5 === 0,
              delivery: true,
              take_away: i % 4 !== 1,
              // the all-day stores the browser journeys buy from also take orders for later
              schedule_order: Boolean(s.allDay) || i % 2 === 0,
              veg: true,
              non_veg: s.module === 'food',
              featured: i % 3 === 1,
              opening_time: opening,
              closing_time: closing,
              discount_x100: discounted ? (i % 2 === 0 ? 1000 : minor(1500)) : null,
              discount_type: discounted ? (i % 2 === 0 ? 'percent' : 'amount') : null,
              discount_max_minor: discounted ? minor(5000) : null,
              discount_min_purchase_minor: discounted ? minor(10000) : null,
              order_count: (i * 37) % 100,
              status: true,
              // the added stores are older, so "latest" lists stay as they were
              created_at: new Date(now.getTime() - (more ? 40 + i : 40 - i) * 86_400_000),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          storeRows.push({ id: row.id, module: s.module, zoneIndex: zi, index: i, seed: s, more });
        }
      }
    }

    // Items: the first catalog in the stores tests know (the ones off a store's cuisine unlisted), then each
    // store's menu, batched per store.
    const itemRows: { id: number; storeId: number; visible: boolean }[] = [];
    const itemValues = (
      t: ItemSeed,
      store: (typeof storeRows)[number],
      ti: number,
      addOnIds: number[],
      status: boolean,
      position: number,
    ): Insertable<ItemsTable> => {
      const ratings = itemReviewRatings(position);
      const categoryId = categoryIds.get(t.category)!;
      const parent = demoCategories.find((c) => c.children.some((ch) => ch.ru === t.category));
      const parentId = parent ? categoryIds.get(parent.name.ru)! : null;
      const variations = keyVariations(
        {
          choice_options: t.choice_options ?? [],
          variations: t.variations ?? [],
          food_variations: t.food_variations ?? [],
        },
        words,
      );
      return {
        slug: `${slugify(t.name.en)}-${store.id}`,
        name: t.name.ru,
        description: t.description.ru,
        i18n: merge(
          i18n(t.name),
          i18n(t.description, 'description'),
          json(listWords(itemLists(t), words)),
          json(addWord({}, t.unit_type ?? 'шт', words, 'unit_type')),
        ),
        store_id: store.id,
        module_id: moduleId(store.module),
        category_id: categoryId,
        category_ids: json(
          parentId
            ? [
                { id: parentId, position: 1 },
                { id: categoryId, position: 2 },
              ]
            : [{ id: categoryId, position: 1 }],
        ),
        price_minor: minor(t.price),
        discount_x100: minor(t.discount ?? 0),
        discount_type: t.discount_type ?? 'percent',
        image: `/storage/item/${slugify(t.name.en)}.svg`,
        images: json([`/storage/item/${slugify(t.name.en)}-1.svg`, `/storage/item/${slugify(t.name.en)}-2.svg`]),
        stock: t.stock,
        unit_type: t.unit_type ?? 'шт',
        veg: t.veg ?? 0,
        is_halal: t.is_halal ?? 0,
        organic: t.organic ?? 0,
        recommended: t.recommended ?? 0,
        generic_name: json(t.generic_name ?? []),
        nutritions_name: json(t.nutritions_name ?? []),
        allergies_name: json(t.allergies_name ?? []),
        tags: json(t.tags ?? []),
        add_on_ids: json(t.add_ons ? addOnIds : []),
        choice_options: json(variations.choice_options),
        variations: json(variations.variations),
        food_variations: json(variations.food_variations),
        available_time_starts: t.available_time_starts ?? '00:00:00',
        available_time_ends: t.available_time_ends ?? '23:59:59',
        maximum_cart_quantity: t.maximum_cart_quantity ?? null,
        is_prescription_required: t.is_prescription_required ?? 0,
        avg_rating: average(ratings),
        rating_count: ratings.length,
        order_count: (store.index * 13 + ti * 29) % 200,
        status,
        created_at: new Date(now.getTime() - (store.index * 10 + ti) * 3_600_000),
      };
    };
    const insertAddOns = async (storeId: number, list: { name: Text3; price: number }[]) =>
      list.length === 0
        ? []
        : (
            await trx
              .insertInto('add_ons')
              .values(
                list.map((a) => ({
                  store_id: storeId,
                  name: a.name.ru,
                  i18n: i18n(a.name),
                  price_minor: minor(a.price),
                })),
              )
              .returning('id')
              .execute()
          ).map((r) => r.id);
    for (const store of storeRows.filter((s) => !s.more)) {
      const templates = demoItems[store.module];
      if (!templates) continue;
      const addOnIds = store.module === 'food' ? await insertAddOns(store.id, demoAddOns) : [];
      for (const [ti, t] of templates.entries()) {
        const visible = store.seed.keep?.includes(t.name.en) ?? true;
        const row = await trx
          .insertInto('items')
          .values(itemValues(t, store, ti, addOnIds, visible, itemRows.length))
          .returning('id')
          .executeTakeFirstOrThrow();
        itemRows.push({ id: row.id, storeId: store.id, visible });
      }
    }
    for (const store of storeRows) {
      const menu = store.seed.menu ? demoMenus[store.seed.menu] : undefined;
      if (!menu) continue;
      const addOnIds = await insertAddOns(store.id, menu.addOns);
      const offset = store.more ? 0 : (demoItems[store.module]?.length ?? 0);
      const rows = await trx
        .insertInto('items')
        .values(menu.items.map((t, ti) => itemValues(t, store, offset + ti, addOnIds, true, itemRows.length + ti)))
        .returning('id')
        .execute();
      itemRows.push(...rows.map((r) => ({ id: r.id, storeId: store.id, visible: true })));
    }

    // Campaigns: two running (wide window), one finished, so date filtering is visible.
    const campaignSources = [
      itemRows[0]!,
      itemRows.find((r) => r.visible && storeRows.find((s) => s.id === r.storeId)?.zoneIndex === 1)!,
      itemRows[8]!,
    ];
    const campaignWindows = [
      ['2025-01-01', '2030-12-31'],
      ['2025-06-01', '2030-12-31'],
      ['2024-01-01', '2024-12-31'],
    ] as const;
    await trx
      .insertInto('campaign_items')
      .values(
        campaignSources.map((source, i) => ({
          item_id: source.id,
          title: ['Бургер дня', 'Пицца недели', 'Прошлогодняя акция'][i]!,
          i18n: json({
            en: { title: ['Burger of the day', 'Pizza of the week', "Last year's deal"][i]! },
            kz: { title: ['Күн бургері', 'Апта пиццасы', 'Былтырғы акция'][i]! },
          }),
          image: `/storage/campaign/campaign-${i + 1}.svg`,
          available_date_starts: campaignWindows[i]![0],
          available_date_ends: campaignWindows[i]![1],
          // the burger of the day runs around the clock, so the browser journeys can order it at any hour
          start_time: i === 0 ? '00:00:00' : '10:00:00',
          end_time: i === 0 ? '23:59:59' : '22:00:00',
          price_minor: minor([1990, 2490, 999][i]!),
          discount_x100: [0, 1000, 0][i]!,
          discount_type: 'percent',
          status: true,
        })),
      )
      .execute();

    // Vehicles: categories/brands per vehicle module, then a rotating set of templates per provider; the
    // providers added for issue 27 (and their brands) after all of those, so the first ones keep their ids.
    const vehicleRows: { id: number; providerId: number }[] = [];
    const lookups = new Map<string, { cats: { id: number; name: string }[]; brands: { id: number; name: string }[] }>();
    const insertBrands = (mid: number, names: string[]) =>
      trx
        .insertInto('vehicle_brands')
        .values(
          names.map((b) => ({ module_id: mid, name: b, image: `/storage/brand/${slugify(b)}.svg`, status: true })),
        )
        .returning(['id', 'name'])
        .execute();
    for (const more of [false, true]) {
      for (const flavour of ['rental', 'carmarket']) {
        const mid = moduleId(flavour);
        if (!more) {
          const cats = await trx
            .insertInto('vehicle_categories')
            .values(
              demoVehicleCategories.map((c, i) => ({
                module_id: mid,
                name: c.name.ru,
                i18n: i18n(c.name),
                image: `/storage/vehicle-category/${c.key}.svg`,
                position: i,
                status: true,
              })),
            )
            .returning(['id', 'name'])
            .execute();
          lookups.set(flavour, { cats, brands: await insertBrands(mid, demoBrands) });
        } else {
          lookups.get(flavour)!.brands.push(...(await insertBrands(mid, demoMoreBrands)));
        }
        const { cats, brands } = lookups.get(flavour)!;
        const fleet = more ? demoMoreVehicles : demoVehicles;
        const providers = storeRows.filter((s) => s.module === flavour && s.more === more);
        const values = providers.flatMap((provider, pi) =>
          Array.from({ length: flavour === 'rental' ? 5 : 4 }, (_, k) => {
            const v = fleet[(pi * 3 + k) % fleet.length]!;
            const category = demoVehicleCategories.find((c) => c.key === v.category)!;
            return {
              provider_id: provider.id,
              module_id: mid,
              category_id: cats.find((c) => c.name === category.name.ru)!.id,
              brand_id: brands.find((b) => b.name === v.brand)!.id,
              name: v.name,
              description: v.description.ru,
              i18n: merge(json({ en: { name: v.name }, kz: { name: v.name } }), i18n(v.description, 'description')),
              thumbnail: `/storage/vehicle/${slugify(v.name)}.svg`,
              images: json([
                `/storage/vehicle/${slugify(v.name)}-front.svg`,
                `/storage/vehicle/${slugify(v.name)}-side.svg`,
                `/storage/vehicle/${slugify(v.name)}-interior.svg`,
              ]),
              total_vehicle_count: v.count,
              new_tag: v.new_tag,
              seating_capacity: v.seats,
              type: v.type,
              air_condition: v.ac,
              transmission_type: v.transmission,
              fuel_type: v.fuel,
              hourly_price_minor: minor(v.hourly ?? 0),
              distance_price_minor: minor(v.distance ?? 0),
              discount_x100: minor(v.discount),
              discount_type: v.discount_type,
              hourly_enabled: v.hourly === null ? 0 : 1,
              distance_enabled: v.distance === null ? 0 : 1,
              status: true,
              created_at: new Date(now.getTime() - ((more ? 100 : 0) + pi * 10 + k) * 86_400_000),
            };
          }),
        );
        if (values.length === 0) continue;
        const rows = await trx.insertInto('vehicles').values(values).returning(['id', 'provider_id']).execute();
        vehicleRows.push(...rows.map((r) => ({ id: r.id, providerId: r.provider_id })));
      }
    }

    // Banners: catalog banners of each kind per zone, and vehicle banners for rental/car market.
    const bannerValues = storeRows.flatMap((store): Insertable<BannersTable>[] => {
      const zoneId = zones[store.zoneIndex]!.id;
      const firstItem = itemRows.find((r) => r.storeId === store.id && r.visible);
      const firstVehicle = vehicleRows.find((r) => r.providerId === store.id);
      if (store.module === 'food' && firstItem) {
        const deals: Insertable<BannersTable>[] = [
          {
            title: 'Скидки на бургеры',
            i18n: json({ en: { title: 'Burger deals' }, kz: { title: 'Бургерлерге жеңілдіктер' } }),
            type: 'item_wise',
            image: `/storage/banner/burger-deals-${store.id}.svg`,
            module_id: moduleId('food'),
            zone_id: zoneId,
            store_id: null,
            item_id: firstItem.id,
            vehicle_id: null,
            link: null,
            featured: true,
            status: true,
          },
          {
            title: 'Новый ресторан',
            i18n: json({ en: { title: 'New restaurant' }, kz: { title: 'Жаңа мейрамхана' } }),
            type: 'store_wise',
            image: `/storage/banner/new-restaurant-${store.id}.svg`,
            module_id: moduleId('food'),
            zone_id: zoneId,
            store_id: store.id,
            item_id: null,
            vehicle_id: null,
            link: null,
            featured: false,
            status: true,
          },
        ];
        // burger deals where there are burgers; an added sushi bar or café announces only itself
        return !store.more || store.seed.menu === 'burgers' ? deals : deals.slice(1);
      }
      if (store.module === 'grocery') {
        return [
          {
            title: 'Свежие продукты каждый день',
            i18n: json({ en: { title: 'Fresh groceries every day' }, kz: { title: 'Күн сайын балғын азық-түлік' } }),
            type: 'default',
            image: `/storage/banner/fresh-groceries-${store.id}.svg`,
            module_id: moduleId('grocery'),
            zone_id: zoneId,
            store_id: null,
            item_id: null,
            vehicle_id: null,
            link: 'https://mart.example/promo/fresh',
            featured: false,
            status: true,
          },
        ];
      }
      if ((store.module === 'rental' || store.module === 'carmarket') && firstVehicle) {
        return [
          {
            title: 'Аренда на выходные −10%',
            i18n: json({ en: { title: 'Weekend rental −10%' }, kz: { title: 'Демалыс күндері жалға алу −10%' } }),
            type: 'vehicle_wise',
            image: `/storage/banner/weekend-rental-${store.id}.svg`,
            module_id: moduleId(store.module),
            zone_id: zoneId,
            store_id: null,
            item_id: null,
            vehicle_id: firstVehicle.id,
            link: null,
            featured: true,
            status: true,
          },
          {
            title: 'Надёжный партнёр',
            i18n: json({ en: { title: 'Trusted partner' }, kz: { title: 'Сенімді серіктес' } }),
            type: 'provider_wise',
            image: `/storage/banner/trusted-partner-${store.id}.svg`,
            module_id: moduleId(store.module),
            zone_id: zoneId,
            store_id: store.id,
            item_id: null,
            vehicle_id: null,
            link: null,
            featured: false,
            status: true,
          },
        ];
      }
      return [];
    });
    await trx.insertInto('banners').values(bannerValues).execute();

    // Coupons of all four types, percent and amount.
    const firstFood = storeRows.find((s) => s.module === 'food')!;
    await trx
      .insertInto('coupons')
      .values([
        {
          title: 'Скидка по Алматы',
          i18n: json({ en: { title: 'Almaty discount' }, kz: { title: 'Алматы бойынша жеңілдік' } }),
          code: 'ALMATY10',
          coupon_type: 'zone_wise',
          discount_type: 'percent',
          discount_x100: 1000,
          max_discount_minor: minor(3000),
          min_purchase_minor: minor(5000),
          start_date: '2025-01-01',
          expire_date: '2030-12-31',
          zone_ids: json([zones[0]!.id]),
          store_id: null,
          module_id: null,
          limit_per_user: 3,
          total_usage_limit: null,
          status: true,
        },
        {
          title: 'Скидка в «Гриль Хаус»',
          i18n: json({ en: { title: 'Grill House discount' }, kz: { title: '«Гриль Хаус» жеңілдігі' } }),
          code: 'GRILL500',
          coupon_type: 'store_wise',
          discount_type: 'amount',
          discount_x100: minor(500),
          max_discount_minor: 0,
          min_purchase_minor: minor(3000),
          start_date: '2025-01-01',
          expire_date: '2030-12-31',
          zone_ids: json([]),
          store_id: firstFood.id,
          module_id: moduleId('food'),
          limit_per_user: 1,
          total_usage_limit: null,
          status: true,
        },
        {
          title: 'Бесплатная доставка',
          i18n: json({ en: { title: 'Free delivery' }, kz: { title: 'Тегін жеткізу' } }),
          code: 'FREESHIP',
          coupon_type: 'free_delivery',
          discount_type: 'amount',
          discount_x100: 0,
          max_discount_minor: 0,
          min_purchase_minor: minor(7000),
          start_date: '2025-01-01',
          expire_date: '2030-12-31',
          zone_ids: json([]),
          store_id: null,
          module_id: null,
          limit_per_user: null,
          total_usage_limit: null,
          status: true,
        },
        {
          title: 'Скидка для всех',
          i18n: json({ en: { title: 'Discount for everyone' }, kz: { title: 'Барлығына жеңілдік' } }),
          code: 'MART5',
          coupon_type: 'default',
          discount_type: 'percent',
          discount_x100: 500,
          max_discount_minor: 0,
          min_purchase_minor: 0,
          start_date: '2025-01-01',
          expire_date: '2030-12-31',
          zone_ids: json([]),
          store_id: null,
          module_id: null,
          limit_per_user: null,
          total_usage_limit: null,
          status: true,
        },
      ])
      .execute();

    // Issue 45: a surge rule to see (Almaty food, every evening 18:00–22:00 on Almaty's clock, +20% on delivery), a
    // cashback offer, and a store whose plan shows no reviews (SPEC §8; in Moscow, which the browser journeys avoid).
    await trx
      .insertInto('surge_prices')
      .values({
        zone_id: zones[0]!.id,
        module_id: moduleId('food'),
        name: 'Вечерний спрос',
        customer_note: 'Вечером заказов больше: доставка дороже на 20%.',
        i18n: json({
          en: { name: 'Evening demand', customer_note: 'Evenings are busy: delivery costs 20% more.' },
          kz: { name: 'Кешкі сұраныс', customer_note: 'Кешке тапсырыс көп: жеткізу 20%-ға қымбат.' },
        }),
        price_type: 'percent',
        percent_x100: 2000,
        amount_minor: null,
        duration_type: 'daily',
        start_date: '2025-01-01',
        end_date: null,
        start_time: '18:00',
        end_time: '22:00',
        weekdays: json([]),
        dates: json([]),
        status: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('cashback_offers')
      .values({
        title: 'Кешбэк 5% на кошелёк',
        i18n: json({ en: { title: '5% cashback to your wallet' }, kz: { title: 'Әмиянға 5% кешбэк' } }),
        cashback_type: 'percent',
        value_x100: 500,
        min_purchase_minor: minor(3000),
        max_discount_minor: minor(500),
        start_date: '2025-01-01',
        end_date: '2030-12-31',
        same_user_limit: 10,
        status: true,
        created_at: now,
      })
      .execute();
    const moscowFood = storeRows.find((st) => st.module === 'food' && demoZones[st.zoneIndex]!.key === 'moscow')!;
    await trx.updateTable('stores').set({ reviews_section: false }).where('id', '=', moscowFood.id).execute();

    // Reviews on every other item (their ratings went in with the items) and on every vehicle; then the
    // denormalised ratings of vehicles and stores.
    const reviews = [
      ...itemRows.flatMap((item, g) =>
        itemReviewRatings(g).map((rating, k) => ({
          item_id: item.id,
          vehicle_id: null,
          store_id: item.storeId,
          rating,
          seed: g + k,
        })),
      ),
      ...vehicleRows.flatMap((vehicle, i) =>
        Array.from({ length: 1 + (i % 3) }, (_, k) => ({
          item_id: null,
          vehicle_id: vehicle.id,
          store_id: vehicle.providerId,
          rating: 5 - ((i + k) % 3),
          seed: i * 3 + k,
        })),
      ),
    ];
    await trx
      .insertInto('reviews')
      .values(
        reviews.map((r) => ({
          user_id: null,
          customer_name: demoReviewers[r.seed % demoReviewers.length]!,
          store_id: r.store_id,
          item_id: r.item_id,
          vehicle_id: r.vehicle_id,
          rating: r.rating,
          comment: demoComments[r.seed % demoComments.length]!,
          created_at: new Date(now.getTime() - r.seed * 7_200_000),
        })),
      )
      .execute();
    for (const [table, column] of [
      ['vehicles', 'vehicle_id'],
      ['stores', 'store_id'],
    ] as const) {
      // one pass over the reviews (a subquery per row took seconds once the catalog had a thousand items)
      await sql`update ${sql.table(table)} t set avg_rating = r.avg, rating_count = r.n
          from (select ${sql.ref(column)} as id, round(avg(rating)::numeric, 1)::float8 as avg, count(*)::int as n
                from reviews where ${sql.ref(column)} is not null group by ${sql.ref(column)}) r
          where r.id = t.id`.execute(trx);
    }

    await insertGazetteer(trx);

    await trx
      .insertInto('users')
      .values({
        f_name: 'Демо',
        l_name: 'Покупатель',
        email: DEMO_USER.email,
        phone: DEMO_USER.phone,
        password_hash: passwordHash,
        is_phone_verified: 1,
        is_email_verified: 1,
        status: true,
        login_medium: 'manual',
        ref_code: 'MARTDEMO',
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
}
