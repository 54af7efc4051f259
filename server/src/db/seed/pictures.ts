import { stableNumber, type Layout, type PictureSpec } from '../../infra/pictures';
import {
  demoCategories,
  demoItems,
  demoModules,
  demoMoreStores,
  demoParcelCategories,
  demoStores,
} from './catalog-data';
import { demoMenus } from './menus';
import { slugify } from './slug';
import { demoBrands, demoMoreBrands, demoMoreVehicles, demoVehicleCategories, demoVehicles } from './vehicle-data';

const allItems = [...Object.values(demoItems).flat(), ...Object.values(demoMenus).flatMap((m) => m.items)];
const allStores = [...Object.values(demoStores).flat(), ...Object.values(demoMoreStores).flat()];
const allVehicles = [...demoVehicles, ...demoMoreVehicles];
const allBrands = [...demoBrands, ...demoMoreBrands];

/**
 * What the demo's pictures show: the seed's names mapped to emoji of the Fluent Emoji Flat set (see
 * infra/pictures.ts). A picture's path (`/storage/<folder>/<name>.svg`, written by the seed) is enough to find
 * its subject, so the pictures need no table of their own and stay the same on every run.
 */

/** Emoji by an English word of a name; for an item the last known word is its subject ("chicken burger"). */
const EMOJI_BY_WORD: Record<string, readonly string[]> = {
  burger: ['hamburger', 'french-fries', 'cup-with-straw'],
  chicken: ['poultry-leg'],
  beef: ['cut-of-meat'],
  pizza: ['pizza', 'cup-with-straw'],
  margherita: ['herb'],
  diablo: ['hot-pepper'],
  spicy: ['hot-pepper'],
  plov: ['shallow-pan-of-food', 'teacup-without-handle'],
  beshbarmak: ['steaming-bowl', 'cut-of-meat'],
  national: ['shallow-pan-of-food', 'teapot', 'flatbread'],
  apple: ['red-apple', 'green-apple'],
  banana: ['banana'],
  tomato: ['tomato', 'cucumber'],
  fruit: ['red-apple', 'banana', 'grapes', 'tangerine'],
  vegetable: ['carrot', 'tomato', 'cucumber', 'broccoli'],
  milk: ['glass-of-milk', 'butter'],
  dairy: ['glass-of-milk', 'cheese-wedge', 'butter'],
  cheese: ['cheese-wedge', 'baguette-bread'],
  paracetamol: ['pill', 'thermometer'],
  ibuprofen: ['pill', 'adhesive-bandage'],
  pain: ['pill', 'adhesive-bandage'],
  amoxicillin: ['pill', 'microbe'],
  antibiotic: ['pill', 'microbe'],
  vitamin: ['pill', 'tangerine'],
  d3: ['sun'],
  medicine: ['pill', 'syringe', 'stethoscope'],
  smartphone: ['mobile-phone', 'headphone'],
  earbud: ['headphone', 'mobile-phone'],
  headphone: ['headphone'],
  electronic: ['laptop', 'mobile-phone', 'headphone', 'watch'],
  hoodie: ['t-shirt', 'jeans'],
  clothing: ['t-shirt', 'jeans', 'dress', 'running-shoe'],
  document: ['page-facing-up', 'envelope'],
  box: ['package'],
  parcel: ['package', 'envelope', 'delivery-truck'],
  // store names
  cafe: ['hot-beverage', 'croissant', 'flatbread'],
  chaikhana: ['teapot', 'shallow-pan-of-food', 'flatbread'],
  dastarkhan: ['flatbread', 'teapot', 'shallow-pan-of-food'],
  bar: ['cup-with-straw'],
  market: ['basket', 'leafy-green'],
  fresh: ['leafy-green', 'red-apple'],
  farmer: ['ear-of-corn', 'carrot', 'basket'],
  pharmacy: ['pill', 'adhesive-bandage', 'stethoscope'],
  health: ['stethoscope', 'pill'],
  gadget: ['mobile-phone', 'laptop', 'headphone'],
  electro: ['laptop', 'light-bulb'],
  techno: ['laptop', 'watch', 'headphone'],
  rent: ['automobile', 'key'],
  drive: ['automobile', 'round-pushpin'],
  mountain: ['snow-capped-mountain', 'sport-utility-vehicle'],
  motors: ['sport-utility-vehicle', 'key'],
  auto: ['automobile', 'key'],
  center: ['sport-utility-vehicle'],
};

/** A word's entry, also for its plural ("burgers", "apples", "tomatoes"). */
function wordEmoji(word: string): readonly string[] | undefined {
  return EMOJI_BY_WORD[word] ?? EMOJI_BY_WORD[word.replace(/e?s$/, '')] ?? EMOJI_BY_WORD[word.replace(/s$/, '')];
}

/** The words of an English name, accents dropped ("Café" is "cafe"). */
const words = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The emoji of a name: its last known word's first, then the other words', then that word's companions. */
function nameEmoji(name: string): string[] {
  const found = words(name)
    .map(wordEmoji)
    .filter((e): e is readonly string[] => Boolean(e))
    .reverse();
  const [head, ...others] = found;
  if (!head) return [];
  return [...new Set([head[0]!, ...others.map((e) => e[0]!), ...head.slice(1), ...others.flatMap((e) => e.slice(1))])];
}

const unique = (list: readonly string[]) => [...new Set(list)];

/** Module looks: the colour of its pictures and what its icon and thumbnail show. */
const MODULES: Record<string, { hue: number; emoji: readonly string[] }> = {
  food: { hue: 24, emoji: ['hamburger', 'pizza', 'shallow-pan-of-food', 'french-fries', 'cup-with-straw'] },
  grocery: { hue: 105, emoji: ['basket', 'red-apple', 'carrot', 'glass-of-milk', 'banana'] },
  pharmacy: { hue: 170, emoji: ['pill', 'adhesive-bandage', 'stethoscope', 'thermometer', 'syringe'] },
  ecommerce: { hue: 265, emoji: ['shopping-bags', 'mobile-phone', 'headphone', 't-shirt', 'laptop'] },
  parcel: { hue: 38, emoji: ['package', 'envelope', 'delivery-truck', 'page-facing-up', 'round-pushpin'] },
  rental: { hue: 205, emoji: ['automobile', 'key', 'sport-utility-vehicle', 'minibus', 'round-pushpin'] },
  carmarket: { hue: 225, emoji: ['sport-utility-vehicle', 'automobile', 'key', 'money-bag', 'minibus'] },
};

/** Vehicle kinds (the seed's vehicle category keys and types) by the emoji that draws them. */
const VEHICLE_EMOJI: Record<string, readonly string[]> = {
  sedan: ['automobile'],
  suv: ['sport-utility-vehicle'],
  minivan: ['minibus'],
  electric: ['automobile', 'high-voltage'],
};
/** Car paints, as hue rotations of the (red) emoji: a model keeps its colour in every picture. */
const PAINTS = [0, 35, 150, 200, 230, 280];

/** Banners are text-free (one image serves every language, the title is the page's); a figure is the same in all. */
const BANNERS: Record<string, { hue: number; emoji: readonly string[]; sticker?: string }> = {
  'burger-deals': { hue: 18, emoji: ['hamburger', 'french-fries', 'cup-with-straw', 'sparkles', 'hot-pepper'] },
  'new-restaurant': {
    hue: 335,
    emoji: ['fork-and-knife-with-plate', 'shallow-pan-of-food', 'bellhop-bell', 'sparkles', 'teapot'],
  },
  'fresh-groceries': { hue: 100, emoji: ['basket', 'red-apple', 'carrot', 'leafy-green', 'banana'] },
  'weekend-rental': {
    hue: 200,
    emoji: ['automobile', 'snow-capped-mountain', 'key', 'sun', 'round-pushpin'],
    sticker: '−10%',
  },
  'trusted-partner': { hue: 250, emoji: ['handshake', 'sport-utility-vehicle', 'shield', 'sparkles', 'key'] },
};

/** Pictures that are not of a seeded entity: campaigns, the business, payment methods, landing features. */
const FIXED: Record<string, { layout: Layout; hue: number; emoji: readonly string[] }> = {
  'campaign/campaign-1': { layout: 'tile', hue: 18, emoji: ['hamburger', 'sparkles'] },
  'campaign/campaign-2': { layout: 'tile', hue: 2, emoji: ['pizza', 'sparkles'] },
  'campaign/campaign-3': { layout: 'tile', hue: 45, emoji: ['wrapped-gift', 'hourglass-done'] },
  'business/mart-logo': { layout: 'badge', hue: 150, emoji: ['shopping-bags'] },
  'business/mart-favicon': { layout: 'badge', hue: 150, emoji: ['shopping-bags'] },
  'gateway/cash-on-delivery': { layout: 'tile', hue: 120, emoji: ['dollar-banknote'] },
  'gateway/wallet': { layout: 'tile', hue: 30, emoji: ['purse'] },
  'gateway/demo-card': { layout: 'tile', hue: 220, emoji: ['credit-card'] },
  'feature/fast-delivery': { layout: 'tile', hue: 30, emoji: ['motor-scooter', 'stopwatch'] },
  'feature/car-rental': { layout: 'tile', hue: 205, emoji: ['automobile', 'key'] },
  'feature/safe-payment': { layout: 'tile', hue: 150, emoji: ['shield', 'credit-card'] },
};

/** What a name the demo does not know shows, per folder: marked "generic" (the e2e check refuses it in the demo). */
const GENERIC: Record<string, readonly string[]> = {
  item: ['shopping-bags'],
  category: ['card-index-dividers'],
  store: ['convenience-store'],
  provider: ['automobile'],
  vehicle: ['automobile'],
  brand: ['automobile'],
};

const pastel = (slug: string) => stableNumber(slug) % 360;

function itemPicture(name: string): PictureSpec | null {
  // a name may end in a digit of its own ("kefir-2-5"): the whole name first, then without a picture number
  const whole = allItems.find((t) => slugify(t.name.en) === name);
  const [, base = name, n] = whole ? [name, name] : (/^(.*?)(?:-(\d))?$/.exec(name) ?? []);
  const template = whole ?? allItems.find((t) => slugify(t.name.en) === base);
  const category =
    template && demoCategories.flatMap((c) => [c.name, ...c.children]).find((c) => c.ru === template.category);
  const emoji = unique([
    ...(template?.emoji ?? []),
    ...nameEmoji(template?.name.en ?? base),
    ...(category ? nameEmoji(category.en) : []),
  ]);
  if (!emoji.length) return null;
  return { kind: 'item', layout: 'plate', emoji, hue: pastel(base), variant: Number(n ?? 0) };
}

function categoryPicture(slug: string): PictureSpec | null {
  for (const parent of demoCategories) {
    const child = parent.children.find((c) => slugify(c.en) === slug);
    if (slugify(parent.name.en) !== slug && !child) continue;
    // a child's own words first ("Beef burgers"), then what its parent shows ("Sushi & rolls": sushi)
    const own = child ? nameEmoji(child.en) : [];
    const emoji = unique([
      ...own,
      ...(parent.emoji ?? []),
      ...nameEmoji(parent.name.en),
      ...MODULES[parent.module]!.emoji,
    ]);
    return {
      kind: 'category',
      layout: 'tile',
      emoji: emoji.slice(0, 2),
      hue: MODULES[parent.module]!.hue + (child ? 12 : 0),
    };
  }
  return null;
}

/** A store's or provider's emoji: its name's, then its module's typical items (vehicles: its fleet's kinds). */
function storePicture(folder: string, name: string): PictureSpec | null {
  const [, slug = '', part] = /^(.*)-(logo|cover)$/.exec(name) ?? [];
  const store = allStores.find((s) => slugify(s.en) === slug);
  if (!store || !part) return null;
  const look = MODULES[store.module]!;
  const spin = stableNumber(slug);
  // a store with a menu shows its dishes; the others their module's first catalog
  const sold = store.menu ? demoMenus[store.menu]!.items : (demoItems[store.module] ?? []);
  const typical = unique(
    sold.flatMap((t) => (t.emoji ?? nameEmoji(t.name.en)).slice(0, 1)).concat(store.menu ? [] : look.emoji),
  );
  const rotated = typical.slice(spin % typical.length).concat(typical.slice(0, spin % typical.length));
  const emoji = unique([...(store.emoji ? [store.emoji] : []), ...nameEmoji(store.en), ...rotated]);
  const hue = look.hue + ((spin >>> 8) % 50) - 25;
  return part === 'logo'
    ? { kind: `${folder}-logo`, layout: 'badge', emoji: emoji.slice(0, 1), hue }
    : { kind: `${folder}-cover`, layout: 'scene', emoji: emoji.slice(0, 5), hue };
}

function vehiclePicture(name: string): PictureSpec | null {
  const [, slug = name, view] = /^(.*?)(?:-(front|side|interior))?$/.exec(name) ?? [];
  const vehicle = allVehicles.find((v) => slugify(v.name) === slug);
  if (!vehicle) return null;
  const [car = 'automobile', ...extra] = VEHICLE_EMOJI[vehicle.category] ?? VEHICLE_EMOJI[vehicle.type] ?? [];
  const spin = stableNumber(slug);
  const base = { kind: 'vehicle', hue: 195 + (spin % 40), tint: PAINTS[spin % PAINTS.length] };
  if (view === 'interior') return { ...base, layout: 'interior', emoji: [car, 'key', ...extra] };
  return {
    ...base,
    layout: 'road',
    emoji: [car, ...extra],
    variant: view === 'side' ? 2 : 0,
    mirror: view === 'front',
  };
}

/** The picture at `/storage/<folder>/<file>` (the seed's names), or a generic one for a name the demo does not know. */
export function demoPictureSpec(folder: string, file: string): PictureSpec {
  const name = file.replace(/\.svg$/, '');
  const fixed = FIXED[`${folder}/${name}`];
  if (fixed) return { kind: folder, ...fixed };
  let spec: PictureSpec | null = null;
  switch (folder) {
    case 'item':
      spec = itemPicture(name);
      break;
    case 'category':
      spec = categoryPicture(name);
      break;
    case 'parcel': {
      const parcel = demoParcelCategories.find((c) => c.slug === name);
      if (parcel) spec = { kind: 'parcel', layout: 'tile', emoji: nameEmoji(parcel.name.en), hue: MODULES.parcel!.hue };
      if (spec && name === 'large-box') spec = { ...spec, emoji: ['package', 'delivery-truck'] };
      break;
    }
    case 'store':
    case 'provider':
      spec = storePicture(folder, name);
      break;
    case 'module': {
      const [, type = '', part] = /^(.*)-(icon|thumbnail)$/.exec(name) ?? [];
      const look = demoModules.some((m) => m.type === type) ? MODULES[type] : undefined;
      if (look && part === 'icon')
        spec = { kind: 'module-icon', layout: 'badge', emoji: look.emoji.slice(0, 1), hue: look.hue };
      if (look && part === 'thumbnail')
        spec = { kind: 'module-thumbnail', layout: 'scene', emoji: look.emoji, hue: look.hue };
      break;
    }
    case 'banner': {
      const [, kind = '', id = '0'] = /^(.*)-(\d+)$/.exec(name) ?? [];
      const banner = BANNERS[kind];
      // the same banner in each city: a slightly different shade per store
      if (banner) spec = { kind: 'banner', layout: 'banner', ...banner, hue: banner.hue + ((Number(id) * 17) % 30) };
      break;
    }
    case 'vehicle-category': {
      const category = demoVehicleCategories.find((c) => c.key === name);
      if (category) spec = { kind: 'vehicle-category', layout: 'tile', emoji: VEHICLE_EMOJI[category.key]!, hue: 205 };
      break;
    }
    case 'brand': {
      const brand = allBrands.find((b) => slugify(b) === name);
      const first = allVehicles.find((v) => v.brand === brand);
      if (brand && first) {
        const spin = stableNumber(name);
        spec = {
          kind: 'brand',
          layout: 'badge',
          emoji: VEHICLE_EMOJI[first.category]!.slice(0, 1),
          hue: spin % 360,
          tint: PAINTS[spin % PAINTS.length],
        };
      }
      break;
    }
    case 'vehicle':
      spec = vehiclePicture(name);
      break;
  }
  if (spec) return spec;
  const guess = nameEmoji(name);
  return {
    kind: 'generic',
    layout: 'tile',
    emoji: guess.length ? guess : (GENERIC[folder] ?? ['sparkles']),
    hue: pastel(`${folder}/${name}`),
  };
}

/** Every emoji name the demo's pictures use (a test checks the set has each). */
export const demoEmojiNames = (): string[] =>
  unique([
    ...Object.values(EMOJI_BY_WORD).flat(),
    ...Object.values(MODULES).flatMap((m) => m.emoji),
    ...Object.values(VEHICLE_EMOJI).flat(),
    ...Object.values(BANNERS).flatMap((b) => b.emoji),
    ...Object.values(FIXED).flatMap((f) => f.emoji),
    ...Object.values(GENERIC).flat(),
    ...allItems.flatMap((t) => t.emoji ?? []),
    ...demoCategories.flatMap((c) => c.emoji ?? []),
    ...allStores.flatMap((s) => (s.emoji ? [s.emoji] : [])),
    'seat',
    'key',
    'sparkles',
  ]);
