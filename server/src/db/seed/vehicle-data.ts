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
