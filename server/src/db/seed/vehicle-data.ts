import type { Text3 } from './catalog-data';

export const demoVehicleCategories: { key: string; name: Text3 }[] = [
  { key: 'sedan', name: { ru: 'Седан', en: 'Sedan', kz: 'Седан' } },
  { key: 'suv', name: { ru: 'Внедорожник', en: 'SUV', kz: 'Жолтабмас' } },
  { key: 'minivan', name: { ru: 'Минивэн', en: 'Minivan', kz: 'Минивэн' } },
  { key: 'electric', name: { ru: 'Электромобиль', en: 'Electric', kz: 'Электромобиль' } },
];

export const demoBrands = ['Toyota', 'Hyundai', 'Kia', 'Tesla', 'Chevrolet', 'Lexus', 'Volkswagen', 'Mercedes-Benz'];

/** Together these cover every vehicle field combination the storefront renders (SPEC §3 Vehicle). */
interface VehicleSeed {
  name: string;
  brand: string;
  category: string;
  description: Text3;
  type: string;
  seats: number;
  ac: number;
  transmission: 'automatic' | 'manual';
  fuel: 'petrol' | 'diesel' | 'electric' | 'hybrid';
  hourly: number | null;
  distance: number | null;
  discount: number;
  discount_type: 'percent' | 'amount';
  new_tag: number;
  count: number;
}

export const demoVehicles: VehicleSeed[] = [
  {
    name: 'Toyota Camry 70',
    brand: 'Toyota',
    category: 'sedan',
    description: {
      ru: '<p>Комфортный бизнес-седан: кожаный салон, климат-контроль, камера заднего вида.</p>',
      en: '<p>Comfortable business sedan: leather seats, climate control, rear camera.</p>',
      kz: '<p>Жайлы бизнес-седан: былғары салон, климат-бақылау, артқы көрініс камерасы.</p>',
    },
    type: 'sedan',
    seats: 5,
    ac: 1,
    transmission: 'automatic',
    fuel: 'petrol',
    hourly: 3500,
    distance: 180,
    discount: 10,
    discount_type: 'percent',
    new_tag: 0,
    count: 3,
  },
  {
    name: 'Hyundai Tucson',
    brand: 'Hyundai',
    category: 'suv',
    description: {
      ru: '<p>Полный привод, высокий клиренс — для поездок в горы.</p>',
      en: '<p>All-wheel drive and high clearance — made for mountain trips.</p>',
      kz: '<p>Толық жетек, биік клиренс — тауға сапарларға арналған.</p>',
    },
    type: 'suv',
    seats: 5,
    ac: 1,
    transmission: 'automatic',
    fuel: 'diesel',
    hourly: 4500,
    distance: null,
    discount: 500,
    discount_type: 'amount',
    new_tag: 1,
    count: 2,
  },
  {
    name: 'Kia Carnival',
    brand: 'Kia',
    category: 'minivan',
    description: {
      ru: '<p>Восемь мест и большой багажник — трансфер для всей семьи.</p>',
      en: '<p>Eight seats and a big boot — a transfer for the whole family.</p>',
      kz: '<p>Сегіз орын және үлкен жүксалғыш — бүкіл отбасына трансфер.</p>',
    },
    type: 'minivan',
    seats: 8,
    ac: 1,
    transmission: 'automatic',
    fuel: 'diesel',
    hourly: null,
    distance: 250,
    discount: 0,
    discount_type: 'percent',
    new_tag: 0,
    count: 1,
  },
  {
    name: 'Tesla Model 3',
    brand: 'Tesla',
    category: 'electric',
    description: {
      ru: '<p>Электромобиль с автопилотом, запас хода 500 км.</p>',
      en: '<p>Electric car with autopilot, 500 km range.</p>',
      kz: '<p>Автопилоты бар электромобиль, жүріс қоры 500 км.</p>',
    },
    type: 'sedan',
    seats: 5,
    ac: 1,
    transmission: 'automatic',
    fuel: 'electric',
    hourly: 6000,
    distance: 300,
    discount: 15,
    discount_type: 'percent',
    new_tag: 1,
    count: 1,
  },
  {
    name: 'Chevrolet Cobalt',
    brand: 'Chevrolet',
    category: 'sedan',
    description: {
      ru: '<p>Экономичный седан на каждый день, без кондиционера.</p>',
      en: '<p>Economical everyday sedan, no air conditioning.</p>',
      kz: '<p>Күнделікті үнемді седан, кондиционерсіз.</p>',
    },
    type: 'sedan',
    seats: 5,
    ac: 0,
    transmission: 'manual',
    fuel: 'petrol',
    hourly: 1800,
    distance: null,
    discount: 200,
    discount_type: 'amount',
    new_tag: 0,
    count: 5,
  },
  {
    name: 'Lexus LX 600',
    brand: 'Lexus',
    category: 'suv',
    description: {
      ru: '<p>Флагманский внедорожник премиум-класса.</p>',
      en: '<p>Flagship premium SUV.</p>',
      kz: '<p>Премиум-класты флагман жол талғамайтын көлік.</p>',
    },
    type: 'suv',
    seats: 7,
    ac: 1,
    transmission: 'automatic',
    fuel: 'petrol',
    hourly: 12000,
    distance: 600,
    discount: 0,
    discount_type: 'amount',
    new_tag: 0,
    count: 1,
  },
  {
    name: 'Volkswagen Polo',
    brand: 'Volkswagen',
    category: 'sedan',
    description: {
      ru: '<p>Компактный седан с механикой, оплата по километрам.</p>',
      en: '<p>Compact manual sedan, paid by distance.</p>',
      kz: '<p>Механикалық ықшам седан, шақырым бойынша төлем.</p>',
    },
    type: 'sedan',
    seats: 5,
    ac: 0,
    transmission: 'manual',
    fuel: 'petrol',
    hourly: null,
    distance: 120,
    discount: 5,
    discount_type: 'percent',
    new_tag: 0,
    count: 4,
  },
  {
    name: 'Mercedes-Benz V-Class',
    brand: 'Mercedes-Benz',
    category: 'minivan',
    description: {
      ru: '<p>Гибридный минивэн бизнес-класса для делегаций.</p>',
      en: '<p>Business-class hybrid minivan for delegations.</p>',
      kz: '<p>Делегацияларға арналған бизнес-класты гибрид минивэн.</p>',
    },
    type: 'minivan',
    seats: 7,
    ac: 1,
    transmission: 'automatic',
    fuel: 'hybrid',
    hourly: 9000,
    distance: 450,
    discount: 1000,
    discount_type: 'amount',
    new_tag: 1,
    count: 2,
  },
];

/** The brands of `demoMoreVehicles`, inserted after `demoBrands` so those keep their ids. */
export const demoMoreBrands = ['BYD', 'Chery', 'Haval', 'Skoda', 'Zeekr'];

type Spec = Pick<VehicleSeed, 'name' | 'brand' | 'category' | 'type' | 'seats' | 'transmission' | 'fuel' | 'count'> & {
  price: [hourly: number | null, distance: number | null];
  discount?: [number, 'percent' | 'amount'];
  new_tag?: number;
  text: [ru: string, en: string, kz: string];
};
const spec = (v: Spec): VehicleSeed => ({
  name: v.name,
  brand: v.brand,
  category: v.category,
  type: v.type,
  seats: v.seats,
  ac: 1,
  transmission: v.transmission,
  fuel: v.fuel,
  count: v.count,
  hourly: v.price[0],
  distance: v.price[1],
  discount: v.discount?.[0] ?? 0,
  discount_type: v.discount?.[1] ?? 'percent',
  new_tag: v.new_tag ?? 0,
  description: { ru: `<p>${v.text[0]}</p>`, en: `<p>${v.text[1]}</p>`, kz: `<p>${v.text[2]}</p>` },
});

/** The fleets of the providers added for issue 27 (a model of each is in no older fleet). */
export const demoMoreVehicles: VehicleSeed[] = [
  spec({
    name: 'Skoda Octavia',
    brand: 'Skoda',
    category: 'sedan',
    type: 'sedan',
    seats: 5,
    transmission: 'automatic',
    fuel: 'petrol',
    count: 4,
    price: [2900, 150],
    text: [
      'Просторный лифтбек с огромным багажником — для города и трассы.',
      'A roomy liftback with a huge boot — for the city and the highway.',
      'Үлкен жүксалғышы бар кең лифтбек — қала мен тасжолға.',
    ],
  }),
  spec({
    name: 'Haval Jolion',
    brand: 'Haval',
    category: 'suv',
    type: 'suv',
    seats: 5,
    transmission: 'automatic',
    fuel: 'petrol',
    count: 3,
    price: [3800, 190],
    discount: [5, 'percent'],
    text: [
      'Компактный кроссовер с панорамной крышей.',
      'A compact crossover with a panoramic roof.',
      'Панорамалық төбесі бар ықшам кроссовер.',
    ],
  }),
  spec({
    name: 'BYD Han EV',
    brand: 'BYD',
    category: 'electric',
    type: 'sedan',
    seats: 5,
    transmission: 'automatic',
    fuel: 'electric',
    count: 2,
    price: [5200, 220],
    new_tag: 1,
    text: [
      'Электроседан, запас хода 600 км, быстрая зарядка.',
      'An electric sedan with a 600 km range and fast charging.',
      'Қуат қоры 600 км электроседан, жылдам зарядтау.',
    ],
  }),
  spec({
    name: 'Chery Tiggo 7 Pro',
    brand: 'Chery',
    category: 'suv',
    type: 'suv',
    seats: 5,
    transmission: 'automatic',
    fuel: 'petrol',
    count: 3,
    price: [3600, null],
    text: [
      'Кроссовер с полным пакетом безопасности.',
      'A crossover with a full safety pack.',
      'Толық қауіпсіздік пакеті бар кроссовер.',
    ],
  }),
  spec({
    name: 'Zeekr 001',
    brand: 'Zeekr',
    category: 'electric',
    type: 'sedan',
    seats: 5,
    transmission: 'automatic',
    fuel: 'electric',
    count: 1,
    price: [9500, 400],
    new_tag: 1,
    discount: [1500, 'amount'],
    text: [
      'Премиальный электрический шутинг-брейк, 544 л. с.',
      'A premium electric shooting brake, 544 hp.',
      'Премиум электр шутинг-брейк, 544 а.к.',
    ],
  }),
  spec({
    name: 'Hyundai Staria',
    brand: 'Hyundai',
    category: 'minivan',
    type: 'minivan',
    seats: 9,
    transmission: 'automatic',
    fuel: 'diesel',
    count: 2,
    price: [6500, 300],
    text: [
      'Девять мест — для трансфера из аэропорта.',
      'Nine seats — for an airport transfer.',
      'Тоғыз орын — әуежайдан трансферге.',
    ],
  }),
  spec({
    name: 'Kia K5',
    brand: 'Kia',
    category: 'sedan',
    type: 'sedan',
    seats: 5,
    transmission: 'automatic',
    fuel: 'petrol',
    count: 3,
    price: [3300, 170],
    discount: [10, 'percent'],
    text: [
      'Спортивный седан с адаптивным круиз-контролем.',
      'A sporty sedan with adaptive cruise control.',
      'Бейімделгіш круиз-бақылауы бар спорттық седан.',
    ],
  }),
  spec({
    name: 'Toyota RAV4 Hybrid',
    brand: 'Toyota',
    category: 'suv',
    type: 'suv',
    seats: 5,
    transmission: 'automatic',
    fuel: 'hybrid',
    count: 2,
    price: [4800, 230],
    text: [
      'Гибридный полноприводный кроссовер, расход 5,5 л.',
      'A hybrid all-wheel-drive crossover, 5.5 L/100 km.',
      'Гибрид толық жетекті кроссовер, шығыны 5,5 л.',
    ],
  }),
  spec({
    name: 'Volkswagen Multivan',
    brand: 'Volkswagen',
    category: 'minivan',
    type: 'minivan',
    seats: 7,
    transmission: 'automatic',
    fuel: 'diesel',
    count: 1,
    price: [7000, null],
    text: ['Салон-трансформер со столиком.', 'A convertible cabin with a table.', 'Үстелі бар трансформер салон.'],
  }),
  spec({
    name: 'Chevrolet Onix',
    brand: 'Chevrolet',
    category: 'sedan',
    type: 'sedan',
    seats: 5,
    transmission: 'manual',
    fuel: 'petrol',
    count: 5,
    price: [1900, 110],
    text: ['Экономичный городской седан.', 'An economical city sedan.', 'Үнемді қалалық седан.'],
  }),
];

export const demoReviewers = [
  'Айгерим С.',
  'Данияр К.',
  'Мария П.',
  'Алексей В.',
  'Жанна Т.',
  'Ерлан М.',
  'Ольга Н.',
  'Тимур А.',
];
export const demoComments = [
  'Всё отлично, рекомендую!',
  'Быстро и вкусно, спасибо.',
  'Хорошее качество, но доставка задержалась.',
  'Машина чистая, водитель вежливый.',
  'Нормально, ожидал немного большего.',
  'Лучший сервис в городе!',
];
