import type { NamedTag } from '../schema';
import type { Unkeyed, Words } from '../variation-ids';

type FoodVariation = Unkeyed['food_variations'][number];

/** Text in ru (base) with en/kz translations. */
export interface Text3 {
  ru: string;
  en: string;
  kz?: string;
}

export const demoModules: { type: string; name: Text3; description: Text3 }[] = [
  {
    type: 'food',
    name: { ru: 'Еда', en: 'Food', kz: 'Тағам' },
    description: {
      ru: 'Рестораны и кафе рядом',
      en: 'Restaurants and cafés nearby',
      kz: 'Жақын маңдағы мейрамханалар',
    },
  },
  {
    type: 'grocery',
    name: { ru: 'Продукты', en: 'Grocery', kz: 'Азық-түлік' },
    description: { ru: 'Свежие продукты с доставкой', en: 'Fresh groceries delivered', kz: 'Жаңа өнімдер жеткізумен' },
  },
  {
    type: 'pharmacy',
    name: { ru: 'Аптека', en: 'Pharmacy', kz: 'Дәріхана' },
    description: { ru: 'Лекарства и витамины', en: 'Medicines and vitamins', kz: 'Дәрілер мен дәрумендер' },
  },
  {
    type: 'ecommerce',
    name: { ru: 'Магазин', en: 'Shop', kz: 'Дүкен' },
    description: { ru: 'Электроника и одежда', en: 'Electronics and clothing', kz: 'Электроника және киім' },
  },
  {
    type: 'parcel',
    name: { ru: 'Посылки', en: 'Parcel', kz: 'Сәлемдеме' },
    description: {
      ru: 'Доставка посылок по городу',
      en: 'Parcel delivery across the city',
      kz: 'Қала бойынша сәлемдеме жеткізу',
    },
  },
  {
    type: 'rental',
    name: { ru: 'Аренда авто', en: 'Car rental', kz: 'Көлік жалға алу' },
    description: {
      ru: 'Поездки почасово или по километрам',
      en: 'Trips by the hour or by distance',
      kz: 'Сағаттық немесе шақырым бойынша',
    },
  },
  {
    type: 'carmarket',
    name: { ru: 'Автомаркет', en: 'Car market', kz: 'Автонарық' },
    description: {
      ru: 'Автомобили от проверенных дилеров',
      en: 'Cars from trusted dealers',
      kz: 'Сенімді дилерлерден көліктер',
    },
  },
];

interface CategorySeed {
  module: string;
  name: Text3;
  featured?: boolean;
  children: Text3[];
  /** what its tile shows (Fluent Emoji Flat names), when its English name does not say */
  emoji?: string[];
}
export const demoCategories: CategorySeed[] = [
  {
    module: 'food',
    name: { ru: 'Бургеры', en: 'Burgers', kz: 'Бургерлер' },
    featured: true,
    children: [
      { ru: 'Говяжьи бургеры', en: 'Beef burgers', kz: 'Сиыр етінен бургерлер' },
      { ru: 'Куриные бургеры', en: 'Chicken burgers', kz: 'Тауық етінен бургерлер' },
    ],
  },
  {
    module: 'food',
    name: { ru: 'Пицца', en: 'Pizza', kz: 'Пицца' },
    featured: true,
    children: [
      { ru: 'Классическая пицца', en: 'Classic pizza', kz: 'Классикалық пицца' },
      { ru: 'Острая пицца', en: 'Spicy pizza', kz: 'Ащы пицца' },
    ],
  },
  {
    module: 'food',
    name: { ru: 'Национальная кухня', en: 'National cuisine', kz: 'Ұлттық тағамдар' },
    children: [
      { ru: 'Плов', en: 'Plov', kz: 'Палау' },
      { ru: 'Бешбармак', en: 'Beshbarmak', kz: 'Бешбармақ' },
    ],
  },
  {
    module: 'grocery',
    name: { ru: 'Фрукты и овощи', en: 'Fruit & vegetables', kz: 'Жемістер мен көкөністер' },
    featured: true,
    children: [
      { ru: 'Фрукты', en: 'Fruit', kz: 'Жемістер' },
      { ru: 'Овощи', en: 'Vegetables', kz: 'Көкөністер' },
    ],
  },
  {
    module: 'grocery',
    name: { ru: 'Молочные продукты', en: 'Dairy', kz: 'Сүт өнімдері' },
    children: [
      { ru: 'Молоко', en: 'Milk', kz: 'Сүт' },
      { ru: 'Сыры', en: 'Cheese', kz: 'Ірімшік' },
    ],
  },
  {
    module: 'pharmacy',
    name: { ru: 'Лекарства', en: 'Medicines', kz: 'Дәрілер' },
    children: [
      { ru: 'Обезболивающие', en: 'Pain relief', kz: 'Ауырсынуды басатын дәрілер' },
      { ru: 'Антибиотики', en: 'Antibiotics', kz: 'Антибиотиктер' },
    ],
  },
  { module: 'pharmacy', name: { ru: 'Витамины', en: 'Vitamins', kz: 'Дәрумендер' }, featured: true, children: [] },
  {
    module: 'ecommerce',
    name: { ru: 'Электроника', en: 'Electronics', kz: 'Электроника' },
    featured: true,
    children: [
      { ru: 'Смартфоны', en: 'Smartphones', kz: 'Смартфондар' },
      { ru: 'Наушники', en: 'Headphones', kz: 'Құлаққаптар' },
    ],
  },
  { module: 'ecommerce', name: { ru: 'Одежда', en: 'Clothing', kz: 'Киім' }, children: [] },
  { module: 'parcel', name: { ru: 'Документы', en: 'Documents', kz: 'Құжаттар' }, children: [] },
  { module: 'parcel', name: { ru: 'Малые посылки', en: 'Small parcels', kz: 'Шағын сәлемдемелер' }, children: [] },
  { module: 'parcel', name: { ru: 'Крупные посылки', en: 'Large parcels', kz: 'Ірі сәлемдемелер' }, children: [] },
  // the city catalog (issue 27), appended so the categories above keep their ids
  ...leaves('food', [
    [{ ru: 'Закуски', en: 'Snacks', kz: 'Тіскебасарлар' }, ['french-fries']],
    [{ ru: 'Салаты', en: 'Salads', kz: 'Салаттар' }, ['green-salad'], true],
    [{ ru: 'Супы', en: 'Soups', kz: 'Сорпалар' }, ['pot-of-food'], true],
    [{ ru: 'Шашлык', en: 'Shashlik & kebabs', kz: 'Кәуап' }, ['oden', 'cut-of-meat'], true],
    [{ ru: 'Паста', en: 'Pasta', kz: 'Паста' }, ['spaghetti']],
    [{ ru: 'Горячие блюда', en: 'Noodles & hot dishes', kz: 'Ыстық тағамдар' }, ['steaming-bowl']],
    [{ ru: 'Выпечка', en: 'Bakery', kz: 'Тоқаштар' }, ['croissant', 'flatbread'], true],
    [{ ru: 'Кофе', en: 'Coffee', kz: 'Кофе' }, ['hot-beverage'], true],
    [{ ru: 'Десерты', en: 'Desserts', kz: 'Десерттер' }, ['shortcake', 'ice-cream'], true],
    [{ ru: 'Напитки', en: 'Drinks', kz: 'Сусындар' }, ['cup-with-straw']],
  ]),
  {
    module: 'food',
    name: { ru: 'Суши и роллы', en: 'Sushi & rolls', kz: 'Суши мен роллдар' },
    featured: true,
    emoji: ['sushi'],
    children: [
      { ru: 'Роллы', en: 'Rolls', kz: 'Роллдар' },
      { ru: 'Суши', en: 'Nigiri & sashimi', kz: 'Нигири мен сашими' },
    ],
  },
  ...leaves('grocery', [
    [{ ru: 'Хлеб', en: 'Bread', kz: 'Нан' }, ['bread'], true],
    [{ ru: 'Мясо и птица', en: 'Meat & poultry', kz: 'Ет және құс' }, ['cut-of-meat', 'poultry-leg'], true],
    [{ ru: 'Бакалея', en: 'Pantry', kz: 'Бакалея' }, ['cooked-rice', 'spaghetti']],
    [{ ru: 'Вода и соки', en: 'Water & juice', kz: 'Су және шырындар' }, ['droplet', 'cup-with-straw']],
    [{ ru: 'Сладости', en: 'Sweets', kz: 'Тәттілер' }, ['chocolate-bar', 'cookie']],
  ]),
  ...leaves('pharmacy', [
    [{ ru: 'Простуда и грипп', en: 'Cold & flu', kz: 'Суық тию және тұмау' }, ['thermometer', 'sneezing-face'], true],
    [{ ru: 'Первая помощь', en: 'First aid', kz: 'Алғашқы көмек' }, ['adhesive-bandage']],
    [{ ru: 'Уход и гигиена', en: 'Personal care', kz: 'Күтім және гигиена' }, ['lotion-bottle', 'toothbrush']],
  ]),
  ...leaves('ecommerce', [
    [{ ru: 'Компьютеры', en: 'Computers', kz: 'Компьютерлер' }, ['laptop'], true],
    [{ ru: 'Обувь', en: 'Shoes', kz: 'Аяқ киім' }, ['running-shoe']],
    [{ ru: 'Дом и кухня', en: 'Home & kitchen', kz: 'Үй және ас үй' }, ['teapot', 'cooking']],
    [{ ru: 'Спорт и отдых', en: 'Sport & outdoors', kz: 'Спорт және демалыс' }, ['camping']],
  ]),
];

function leaves(module: string, list: [Text3, string[], boolean?][]): CategorySeed[] {
  return list.map(([name, emoji, featured]) => ({ module, name, emoji, featured, children: [] }));
}

/** One item template; `category` names a sub-category (or a leaf top category) by its ru name. */
export interface ItemSeed {
  name: Text3;
  description: Text3;
  category: string;
  price: number;
  discount?: number;
  discount_type?: 'percent' | 'amount';
  stock: number;
  unit_type?: string;
  veg?: number;
  is_halal?: number;
  organic?: number;
  recommended?: number;
  generic_name?: string[];
  nutritions_name?: string[];
  allergies_name?: string[];
  tags?: NamedTag[];
  add_ons?: boolean;
  choice_options?: Unkeyed['choice_options'];
  variations?: Unkeyed['variations'];
  food_variations?: FoodVariation[];
  available_time_starts?: string;
  available_time_ends?: string;
  maximum_cart_quantity?: number | null;
  is_prescription_required?: number;
  /** what its picture shows (Fluent Emoji Flat names, the subject first), when its English name does not say */
  emoji?: string[];
}

/**
 * The demo's short catalog words in en and kz: variation names and options, tags, allergens, nutrition facts,
 * generic names, units (the seed and migration 0620 read them by their ru text).
 */
export const demoWords: Words = {
  Размер: { en: 'Size', kz: 'Өлшемі' },
  Стандарт: { en: 'Standard', kz: 'Стандарт' },
  Большой: { en: 'Large', kz: 'Үлкен' },
  Соусы: { en: 'Sauces', kz: 'Тұздықтар' },
  Кетчуп: { en: 'Ketchup', kz: 'Кетчуп' },
  Сырный: { en: 'Cheese', kz: 'Ірімшікті' },
  Чесночный: { en: 'Garlic', kz: 'Сарымсақты' },
  '25 см': { en: '25 cm', kz: '25 см' },
  '30 см': { en: '30 cm', kz: '30 см' },
  '35 см': { en: '35 cm', kz: '35 см' },
  Добавки: { en: 'Toppings', kz: 'Қоспалар' },
  Грибы: { en: 'Mushrooms', kz: 'Саңырауқұлақтар' },
  Оливки: { en: 'Olives', kz: 'Зәйтүн' },
  'Двойной сыр': { en: 'Double cheese', kz: 'Қос ірімшік' },
  Вес: { en: 'Weight', kz: 'Салмағы' },
  '1 кг': { en: '1 kg', kz: '1 кг' },
  '2 кг': { en: '2 kg', kz: '2 кг' },
  Объём: { en: 'Volume', kz: 'Көлемі' },
  '1 л': { en: '1 L', kz: '1 л' },
  '2 л': { en: '2 L', kz: '2 л' },
  Цвет: { en: 'Colour', kz: 'Түсі' },
  Белый: { en: 'White', kz: 'Ақ' },
  Чёрный: { en: 'Black', kz: 'Қара' },
  Голубой: { en: 'Blue', kz: 'Көгілдір' },
  Память: { en: 'Storage', kz: 'Жады' },
  '128 ГБ': { en: '128 GB', kz: '128 ГБ' },
  '256 ГБ': { en: '256 GB', kz: '256 ГБ' },
  хит: { en: 'bestseller', kz: 'хит' },
  говядина: { en: 'beef', kz: 'сиыр еті' },
  курица: { en: 'chicken', kz: 'тауық еті' },
  вегетарианское: { en: 'vegetarian', kz: 'вегетариандық' },
  острое: { en: 'spicy', kz: 'ащы' },
  национальное: { en: 'national', kz: 'ұлттық' },
  новинка: { en: 'new', kz: 'жаңа' },
  Глютен: { en: 'Gluten', kz: 'Глютен' },
  Молоко: { en: 'Milk', kz: 'Сүт' },
  Яйцо: { en: 'Egg', kz: 'Жұмыртқа' },
  Лактоза: { en: 'Lactose', kz: 'Лактоза' },
  'Белки 30 г': { en: 'Protein 30 g', kz: 'Ақуыз 30 г' },
  'Жиры 25 г': { en: 'Fat 25 g', kz: 'Май 25 г' },
  'Углеводы 40 г': { en: 'Carbohydrates 40 g', kz: 'Көмірсулар 40 г' },
  'Белки 22 г': { en: 'Protein 22 g', kz: 'Ақуыз 22 г' },
  'Жиры 28 г': { en: 'Fat 28 g', kz: 'Май 28 г' },
  Парацетамол: { en: 'Paracetamol', kz: 'Парацетамол' },
  Ибупрофен: { en: 'Ibuprofen', kz: 'Ибупрофен' },
  Амоксициллин: { en: 'Amoxicillin', kz: 'Амоксициллин' },
  Колекальциферол: { en: 'Cholecalciferol', kz: 'Холекальциферол' },
  шт: { en: 'pc', kz: 'дана' },
  кг: { en: 'kg', kz: 'кг' },
  уп: { en: 'pack', kz: 'қорап' },
  л: { en: 'L', kz: 'л' },
};

export const demoAddOns: { name: Text3; price: number }[] = [
  { name: { ru: 'Сыр чеддер', en: 'Cheddar cheese', kz: 'Чеддер ірімшігі' }, price: 250 },
  { name: { ru: 'Бекон', en: 'Bacon', kz: 'Бекон' }, price: 400 },
  { name: { ru: 'Халапеньо', en: 'Jalapeño', kz: 'Халапеньо' }, price: 150 },
  { name: { ru: 'Соус барбекю', en: 'BBQ sauce', kz: 'Барбекю тұздығы' }, price: 100 },
];

const burgerSize: FoodVariation = {
  name: 'Размер',
  type: 'single',
  min: 0,
  max: 0,
  required: 'on',
  values: [
    { label: 'Стандарт', optionPrice: 0 },
    { label: 'Большой', optionPrice: 600 },
  ],
};
const sauces: FoodVariation = {
  name: 'Соусы',
  type: 'multi',
  min: 1,
  max: 2,
  required: 'off',
  values: [
    { label: 'Кетчуп', optionPrice: 0 },
    { label: 'Сырный', optionPrice: 150 },
    { label: 'Чесночный', optionPrice: 150 },
  ],
};
const pizzaSize: FoodVariation = {
  name: 'Размер',
  type: 'single',
  min: 0,
  max: 0,
  required: 'on',
  values: [
    { label: '25 см', optionPrice: 0 },
    { label: '30 см', optionPrice: 900 },
    { label: '35 см', optionPrice: 1600 },
  ],
};
const toppings: FoodVariation = {
  name: 'Добавки',
  type: 'multi',
  min: 0,
  max: 3,
  required: 'off',
  values: [
    { label: 'Грибы', optionPrice: 300 },
    { label: 'Оливки', optionPrice: 300 },
    { label: 'Двойной сыр', optionPrice: 500 },
  ],
};

export const demoItems: Record<string, ItemSeed[]> = {
  food: [
    {
      name: { ru: 'Классический бургер', en: 'Classic burger', kz: 'Классикалық бургер' },
      description: {
        ru: 'Говяжья котлета, сыр, томаты, салат и фирменный соус на бриоши.',
        en: 'Beef patty, cheese, tomato, lettuce and house sauce on a brioche bun.',
        kz: 'Бриошьтағы сиыр котлеті, ірімшік, қызанақ, салат және фирмалық тұздық.',
      },
      category: 'Говяжьи бургеры',
      price: 2490,
      discount: 10,
      discount_type: 'percent',
      stock: 100,
      veg: 0,
      is_halal: 1,
      recommended: 1,
      nutritions_name: ['Белки 30 г', 'Жиры 25 г', 'Углеводы 40 г'],
      allergies_name: ['Глютен', 'Молоко'],
      tags: [
        { id: 1, name: 'хит' },
        { id: 2, name: 'говядина' },
      ],
      add_ons: true,
      food_variations: [burgerSize, sauces],
      maximum_cart_quantity: 10,
    },
    {
      name: { ru: 'Чикен бургер', en: 'Chicken burger', kz: 'Тауық бургері' },
      description: {
        ru: 'Хрустящее куриное филе, маринованный огурец и соус ранч.',
        en: 'Crispy chicken fillet, pickles and ranch sauce.',
        kz: 'Қытырлақ тауық филесі, маринадталған қияр және ранч тұздығы.',
      },
      category: 'Куриные бургеры',
      price: 2190,
      discount: 200,
      discount_type: 'amount',
      stock: 80,
      veg: 0,
      is_halal: 1,
      allergies_name: ['Глютен', 'Яйцо'],
      tags: [{ id: 3, name: 'курица' }],
      add_ons: true,
      food_variations: [burgerSize],
    },
    {
      name: { ru: 'Пицца Маргарита', en: 'Margherita pizza', kz: 'Маргарита пиццасы' },
      description: {
        ru: 'Томатный соус, моцарелла и базилик. Тонкое тесто.',
        en: 'Tomato sauce, mozzarella and basil. Thin crust.',
        kz: 'Қызанақ тұздығы, моцарелла және райхан. Жұқа қамыр.',
      },
      category: 'Классическая пицца',
      price: 2990,
      stock: 50,
      veg: 1,
      is_halal: 1,
      recommended: 1,
      allergies_name: ['Глютен', 'Молоко'],
      tags: [{ id: 4, name: 'вегетарианское' }],
      food_variations: [pizzaSize, toppings],
      maximum_cart_quantity: 5,
    },
    {
      name: { ru: 'Пицца Диабло', en: 'Diablo pizza', kz: 'Диабло пиццасы' },
      description: {
        ru: 'Острая пепперони, халапеньо и перец чили.',
        en: 'Spicy pepperoni, jalapeño and chili peppers.',
        kz: 'Ащы пепперони, халапеньо және чили бұрышы.',
      },
      category: 'Острая пицца',
      price: 3490,
      discount: 15,
      discount_type: 'percent',
      stock: 40,
      veg: 0,
      is_halal: 0,
      tags: [{ id: 5, name: 'острое' }],
      food_variations: [pizzaSize],
      // lunch-only dish: outside 11:00–16:00 it is "Not Available now" (scheduled orders still allowed)
      available_time_starts: '11:00:00',
      available_time_ends: '16:00:00',
    },
    {
      name: { ru: 'Плов по-ташкентски', en: 'Tashkent plov', kz: 'Ташкент палауы' },
      description: {
        ru: 'Рис, баранина, морковь, нут и специи, готовится в казане.',
        en: 'Rice, lamb, carrots, chickpeas and spices, cooked in a kazan.',
        kz: 'Күріш, қой еті, сәбіз, ноқат және дәмдеуіштер, қазанда пісіріледі.',
      },
      category: 'Плов',
      price: 2800,
      stock: 30,
      veg: 0,
      is_halal: 1,
      recommended: 1,
      nutritions_name: ['Белки 22 г', 'Жиры 28 г'],
      tags: [{ id: 6, name: 'национальное' }],
      maximum_cart_quantity: 4,
    },
    {
      name: { ru: 'Бешбармак', en: 'Beshbarmak', kz: 'Бешбармақ' },
      description: {
        ru: 'Отварное мясо конины и говядины с домашней лапшой и сорпой.',
        en: 'Boiled horse meat and beef with home-made noodles and sorpa.',
        kz: 'Үй кеспесі мен сорпасы бар пісірілген жылқы және сиыр еті.',
      },
      category: 'Бешбармак',
      price: 4200,
      stock: 0,
      veg: 0,
      is_halal: 1,
      tags: [{ id: 6, name: 'национальное' }],
    },
  ],
  grocery: [
    {
      name: { ru: 'Яблоки Апорт', en: 'Aport apples', kz: 'Апорт алмасы' },
      description: {
        ru: 'Знаменитые алматинские яблоки, сладкие и сочные.',
        en: 'The famous Almaty apples, sweet and juicy.',
        kz: 'Әйгілі алматы алмасы, тәтті әрі шырынды.',
      },
      category: 'Фрукты',
      price: 1200,
      stock: 200,
      unit_type: 'кг',
      veg: 1,
      organic: 1,
      recommended: 1,
      choice_options: [{ name: 'choice_1', title: 'Вес', options: ['1 кг', '2 кг'] }],
      variations: [
        { type: '1 кг', price: 1200, stock: 150 },
        { type: '2 кг', price: 2300, stock: 50 },
      ],
      maximum_cart_quantity: 20,
    },
    {
      name: { ru: 'Бананы', en: 'Bananas', kz: 'Банан' },
      description: {
        ru: 'Спелые бананы из Эквадора.',
        en: 'Ripe bananas from Ecuador.',
        kz: 'Эквадордан әкелінген піскен банан.',
      },
      category: 'Фрукты',
      price: 990,
      discount: 5,
      discount_type: 'percent',
      stock: 120,
      unit_type: 'кг',
      veg: 1,
    },
    {
      name: { ru: 'Томаты черри', en: 'Cherry tomatoes', kz: 'Шие қызанағы' },
      description: {
        ru: 'Тепличные томаты черри, 250 г.',
        en: 'Greenhouse cherry tomatoes, 250 g.',
        kz: 'Жылыжай черри қызанағы, 250 г.',
      },
      category: 'Овощи',
      price: 850,
      stock: 60,
      unit_type: 'уп',
      veg: 1,
      organic: 1,
    },
    {
      name: { ru: 'Молоко 3,2%', en: 'Milk 3.2%', kz: 'Сүт 3,2%' },
      description: {
        ru: 'Пастеризованное молоко местного производства.',
        en: 'Locally produced pasteurised milk.',
        kz: 'Жергілікті өндірістің пастерленген сүті.',
      },
      category: 'Молоко',
      price: 560,
      stock: 90,
      unit_type: 'л',
      veg: 1,
      choice_options: [{ name: 'choice_1', title: 'Объём', options: ['1 л', '2 л'] }],
      variations: [
        { type: '1 л', price: 560, stock: 90 },
        { type: '2 л', price: 1050, stock: 0 },
      ],
      allergies_name: ['Лактоза'],
    },
    {
      name: { ru: 'Сыр Российский', en: 'Rossiysky cheese', kz: 'Ресей ірімшігі' },
      description: {
        ru: 'Полутвёрдый сыр, 300 г.',
        en: 'Semi-hard cheese, 300 g.',
        kz: 'Жартылай қатты ірімшік, 300 г.',
      },
      category: 'Сыры',
      price: 1890,
      discount: 150,
      discount_type: 'amount',
      stock: 35,
      unit_type: 'шт',
      veg: 1,
      allergies_name: ['Молоко'],
      maximum_cart_quantity: 6,
    },
  ],
  pharmacy: [
    {
      name: { ru: 'Парацетамол 500 мг', en: 'Paracetamol 500 mg', kz: 'Парацетамол 500 мг' },
      description: {
        ru: 'Жаропонижающее и обезболивающее, 20 таблеток.',
        en: 'Fever and pain relief, 20 tablets.',
        kz: 'Қызуды түсіретін және ауырсынуды басатын дәрі, 20 таблетка.',
      },
      category: 'Обезболивающие',
      price: 450,
      stock: 300,
      unit_type: 'уп',
      generic_name: ['Парацетамол'],
      maximum_cart_quantity: 3,
    },
    {
      name: { ru: 'Ибупрофен 200 мг', en: 'Ibuprofen 200 mg', kz: 'Ибупрофен 200 мг' },
      description: {
        ru: 'Нестероидное противовоспалительное, 24 таблетки.',
        en: 'Non-steroidal anti-inflammatory, 24 tablets.',
        kz: 'Стероидты емес қабынуға қарсы дәрі, 24 таблетка.',
      },
      category: 'Обезболивающие',
      price: 690,
      discount: 10,
      discount_type: 'percent',
      stock: 150,
      unit_type: 'уп',
      generic_name: ['Ибупрофен'],
    },
    {
      name: { ru: 'Амоксициллин 500 мг', en: 'Amoxicillin 500 mg', kz: 'Амоксициллин 500 мг' },
      description: {
        ru: 'Антибиотик. Отпускается по рецепту.',
        en: 'Antibiotic. Prescription only.',
        kz: 'Антибиотик. Рецептпен беріледі.',
      },
      category: 'Антибиотики',
      price: 1850,
      stock: 40,
      unit_type: 'уп',
      generic_name: ['Амоксициллин'],
      is_prescription_required: 1,
      maximum_cart_quantity: 2,
    },
    {
      name: { ru: 'Витамин D3 2000 МЕ', en: 'Vitamin D3 2000 IU', kz: 'D3 дәрумені 2000 ХБ' },
      description: { ru: 'Капсулы, 60 штук.', en: 'Capsules, 60 count.', kz: 'Капсулалар, 60 дана.' },
      category: 'Витамины',
      price: 3200,
      discount: 500,
      discount_type: 'amount',
      stock: 70,
      unit_type: 'уп',
      generic_name: ['Колекальциферол'],
      recommended: 1,
    },
  ],
  ecommerce: [
    {
      name: { ru: 'Смартфон Galaxy A55', en: 'Galaxy A55 smartphone', kz: 'Galaxy A55 смартфоны' },
      description: {
        ru: '6,6" AMOLED, 8 ГБ ОЗУ, камера 50 Мп.',
        en: '6.6" AMOLED, 8 GB RAM, 50 MP camera.',
        kz: '6,6" AMOLED, 8 ГБ ЖЖҚ, 50 Мп камера.',
      },
      category: 'Смартфоны',
      price: 189990,
      discount: 7,
      discount_type: 'percent',
      stock: 25,
      unit_type: 'шт',
      recommended: 1,
      tags: [{ id: 7, name: 'новинка' }],
      choice_options: [
        { name: 'choice_1', title: 'Цвет', options: ['Чёрный', 'Голубой'] },
        { name: 'choice_2', title: 'Память', options: ['128 ГБ', '256 ГБ'] },
      ],
      variations: [
        { type: 'Чёрный-128 ГБ', price: 189990, stock: 10 },
        { type: 'Чёрный-256 ГБ', price: 214990, stock: 5 },
        { type: 'Голубой-128 ГБ', price: 189990, stock: 10 },
        { type: 'Голубой-256 ГБ', price: 214990, stock: 0 },
      ],
      maximum_cart_quantity: 2,
    },
    {
      name: { ru: 'Беспроводные наушники', en: 'Wireless earbuds', kz: 'Сымсыз құлаққап' },
      description: {
        ru: 'Активное шумоподавление, до 30 часов работы.',
        en: 'Active noise cancelling, up to 30 hours.',
        kz: 'Белсенді шу басу, 30 сағатқа дейін жұмыс.',
      },
      category: 'Наушники',
      price: 34990,
      discount: 5000,
      discount_type: 'amount',
      stock: 40,
      unit_type: 'шт',
      choice_options: [{ name: 'choice_1', title: 'Цвет', options: ['Белый', 'Чёрный'] }],
      variations: [
        { type: 'Белый', price: 34990, stock: 20 },
        { type: 'Чёрный', price: 34990, stock: 20 },
      ],
    },
    {
      name: { ru: 'Худи оверсайз', en: 'Oversized hoodie', kz: 'Оверсайз худи' },
      description: { ru: 'Хлопок 100%, унисекс.', en: '100% cotton, unisex.', kz: '100% мақта, унисекс.' },
      category: 'Одежда',
      price: 15990,
      stock: 60,
      unit_type: 'шт',
      choice_options: [{ name: 'choice_1', title: 'Размер', options: ['S', 'M', 'L'] }],
      variations: [
        { type: 'S', price: 15990, stock: 20 },
        { type: 'M', price: 15990, stock: 25 },
        { type: 'L', price: 16990, stock: 15 },
      ],
    },
  ],
};

export interface StoreSeed {
  module: string;
  name: string;
  en: string;
  address: string;
  /** open around the clock and taking scheduled orders (the browser journeys buy from these at any hour) */
  allDay?: true;
  /** the menu (`demoMenus` key) it sells besides the first catalog's items */
  menu?: string;
  /** of the first catalog's items (`demoItems`), the English names it still lists (absent: all of them) */
  keep?: string[];
  /** opening and closing time; equal times mean around the clock, a closing time before opening spans midnight */
  hours?: [string, string];
  /** what its logo shows (Fluent Emoji Flat name), when its English name does not say */
  emoji?: string;
  /** Kazakh name, when it is not the Russian one */
  kz?: string;
}
/** Stores per zone key: one per catalog module (food twice), plus vehicle providers. */
export const demoStores: Record<'almaty' | 'astana' | 'moscow', StoreSeed[]> = {
  almaty: [
    {
      module: 'food',
      name: 'Бургерная «Гриль Хаус»',
      en: 'Grill House Burgers',
      address: 'пр. Абая 44, Алматы',
      allDay: true,
      menu: 'burgers',
    },
    {
      module: 'food',
      name: 'Кафе «Дастархан»',
      en: 'Dastarkhan Café',
      address: 'ул. Панфилова 98, Алматы',
      allDay: true,
      menu: 'kazakh',
      emoji: 'flatbread',
    },
    {
      module: 'grocery',
      name: 'Маркет «Свежее»',
      en: 'Fresh Market',
      address: 'ул. Толе би 101, Алматы',
      allDay: true,
      menu: 'grocery',
    },
    {
      module: 'pharmacy',
      name: 'Аптека «Здоровье»',
      en: 'Health Pharmacy',
      address: 'пр. Достык 12, Алматы',
      allDay: true,
      menu: 'pharmacy',
    },
    {
      module: 'ecommerce',
      name: 'Гаджет Стор',
      en: 'Gadget Store',
      address: 'пр. Аль-Фараби 77, Алматы',
      allDay: true,
      menu: 'shop',
    },
    { module: 'rental', name: 'Алматы Прокат', en: 'Almaty Rent', address: 'ул. Майлина 2, Алматы' },
    { module: 'rental', name: 'Горы Драйв', en: 'Mountain Drive', address: 'ул. Горная 5, Алматы' },
    { module: 'carmarket', name: 'Автосалон «Тенгри»', en: 'Tengri Motors', address: 'ул. Суюнбая 153, Алматы' },
  ],
  astana: [
    {
      module: 'food',
      name: 'Пиццерия «Столица»',
      en: 'Capital Pizza',
      address: 'пр. Туран 37, Астана',
      menu: 'pizzeria',
      keep: ['Margherita pizza', 'Diablo pizza'],
    },
    {
      module: 'food',
      name: 'Кафе «Байтерек»',
      en: 'Bayterek Café',
      address: 'бул. Нуржол 14, Астана',
      menu: 'kazakh',
      keep: ['Beshbarmak'],
    },
    {
      module: 'grocery',
      name: 'Маркет «Есиль»',
      en: 'Yesil Market',
      address: 'ул. Кенесары 40, Астана',
      menu: 'grocery',
    },
    {
      module: 'pharmacy',
      name: 'Аптека «Шипагер»',
      en: 'Shipager Pharmacy',
      address: 'пр. Республики 20, Астана',
      menu: 'pharmacy',
    },
    {
      module: 'ecommerce',
      name: 'Электро Астана',
      en: 'Electro Astana',
      address: 'пр. Кабанбай батыра 62, Астана',
      menu: 'shop',
    },
    { module: 'rental', name: 'Астана Кар Рент', en: 'Astana Car Rent', address: 'ул. Шарль де Голль 2, Астана' },
    { module: 'carmarket', name: 'Автодом «Сарыарка»', en: 'Saryarka Auto', address: 'пр. Абая 99, Астана' },
  ],
  moscow: [
    {
      module: 'food',
      name: 'Бургер Бар «Арбат»',
      en: 'Arbat Burger Bar',
      address: 'ул. Арбат 10, Москва',
      menu: 'burgers',
      keep: ['Classic burger', 'Chicken burger'],
    },
    {
      module: 'food',
      name: 'Чайхана «Самарканд»',
      en: 'Samarkand Chaikhana',
      address: 'Пресненская наб. 2, Москва',
      menu: 'uzbek',
      keep: ['Tashkent plov'],
    },
    {
      module: 'grocery',
      name: 'Лавка «Фермер»',
      en: 'Farmer Shop',
      address: 'ул. Тверская 15, Москва',
      menu: 'grocery',
    },
    {
      module: 'pharmacy',
      name: 'Аптека «Столичная»',
      en: 'Stolichnaya Pharmacy',
      address: 'ул. Мясницкая 20, Москва',
      menu: 'pharmacy',
    },
    { module: 'ecommerce', name: 'Техно Москва', en: 'Techno Moscow', address: 'пр. Мира 119, Москва', menu: 'shop' },
    { module: 'rental', name: 'Москва Драйв', en: 'Moscow Drive', address: 'Ленинградский пр. 37, Москва' },
    {
      module: 'carmarket',
      name: 'Автоцентр «Кремлёвский»',
      en: 'Kremlin Auto Center',
      address: 'Варшавское ш. 1, Москва',
    },
  ],
};

/**
 * The city's other stores and providers (issue 27), inserted after `demoStores` so those keep their ids: each food
 * store a cuisine, hours from early-morning cafés to late-night sushi bars (some around the clock).
 */
export const demoMoreStores: Record<keyof typeof demoStores, StoreSeed[]> = {
  almaty: [
    {
      module: 'food',
      name: 'Суши-бар «Сакура»',
      kz: '«Сакура» суши-бары',
      en: 'Sakura Sushi Bar',
      address: 'ул. Кабанбай батыра 83, Алматы',
      menu: 'sushi',
      hours: ['10:00', '02:00'],
      emoji: 'sushi',
    },
    {
      module: 'food',
      name: 'Пиццерия «Наполи»',
      kz: '«Наполи» пиццериясы',
      en: 'Napoli Pizzeria',
      address: 'ул. Жибек Жолы 50, Алматы',
      menu: 'pizzeria',
      hours: ['10:00', '23:00'],
      emoji: 'pizza',
    },
    {
      module: 'food',
      name: 'Кофейня «Зерно»',
      kz: '«Дән» кофеханасы',
      en: 'Zerno Coffee',
      address: 'ул. Байсеитовой 12, Алматы',
      menu: 'coffee',
      hours: ['07:00', '22:00'],
      emoji: 'hot-beverage',
    },
    {
      module: 'food',
      name: 'Чайхана «Навруз»',
      kz: '«Наурыз» шайханасы',
      en: 'Navruz Chaikhana',
      address: 'ул. Розыбакиева 247, Алматы',
      menu: 'uzbek',
      hours: ['09:00', '23:00'],
    },
    {
      module: 'grocery',
      name: 'Супермаркет «Арзан»',
      kz: '«Арзан» супермаркеті',
      en: 'Arzan Supermarket',
      address: 'мкр. Самал-2 58, Алматы',
      menu: 'grocery',
      hours: ['08:00', '23:00'],
      emoji: 'shopping-cart',
    },
    {
      module: 'pharmacy',
      name: 'Аптека «Дәрі 24»',
      kz: '«Дәрі 24» дәріханасы',
      en: 'Dari 24 Pharmacy',
      address: 'ул. Сатпаева 30, Алматы',
      menu: 'pharmacy',
      hours: ['00:00', '00:00'],
    },
    {
      module: 'ecommerce',
      name: 'Универмаг «Жибек»',
      kz: '«Жібек» әмбебап дүкені',
      en: 'Zhibek Department Store',
      address: 'ул. Жибек Жолы 83, Алматы',
      menu: 'shop',
      hours: ['10:00', '22:00'],
      emoji: 'shopping-bags',
    },
    { module: 'rental', name: 'Алатау Кар', en: 'Alatau Car Hire', address: 'пр. Райымбека 221, Алматы' },
    {
      module: 'carmarket',
      name: 'Автоцентр «Жетысу»',
      kz: '«Жетісу» автоорталығы',
      en: 'Zhetysu Auto Centre',
      address: 'пр. Рыскулова 103, Алматы',
    },
  ],
  astana: [
    {
      module: 'food',
      name: 'Суши «Васаби»',
      kz: '«Васаби» суши',
      en: 'Wasabi Sushi',
      address: 'пр. Мангилик Ел 35, Астана',
      menu: 'sushi',
      hours: ['11:00', '01:00'],
      emoji: 'sushi',
    },
    {
      module: 'food',
      name: 'Бургерная «Нур Бургер»',
      kz: '«Нұр Бургер» бургерханасы',
      en: 'Nur Burger',
      address: 'ул. Сыганак 18, Астана',
      menu: 'burgers',
      hours: ['10:00', '02:00'],
    },
    {
      module: 'food',
      name: 'Кофейня «Бариста»',
      kz: '«Бариста» кофеханасы',
      en: 'Barista Coffee House',
      address: 'ул. Достык 5, Астана',
      menu: 'coffee',
      hours: ['07:30', '23:00'],
      emoji: 'hot-beverage',
    },
    {
      module: 'grocery',
      name: 'Гипермаркет «Достык»',
      kz: '«Достық» гипермаркеті',
      en: 'Dostyk Hypermarket',
      address: 'пр. Тауелсиздик 34, Астана',
      menu: 'grocery',
      hours: ['00:00', '00:00'],
      emoji: 'shopping-cart',
    },
    {
      module: 'pharmacy',
      name: 'Аптека «Биосфера»',
      kz: '«Биосфера» дәріханасы',
      en: 'Biosfera Pharmacy',
      address: 'ул. Иманова 19, Астана',
      menu: 'pharmacy',
      hours: ['08:00', '22:00'],
    },
    {
      module: 'ecommerce',
      name: 'Стиль Астана',
      kz: 'Стиль Астана',
      en: 'Style Astana',
      address: 'пр. Сарыарка 6, Астана',
      menu: 'shop',
      hours: ['10:00', '22:00'],
      emoji: 'shopping-bags',
    },
    { module: 'rental', name: 'Нур Драйв', kz: 'Нұр Драйв', en: 'Nur Drive', address: 'ул. Бейбитшилик 25, Астана' },
    { module: 'carmarket', name: 'Астана Моторс', en: 'Astana Motors', address: 'Коргалжынское ш. 3, Астана' },
  ],
  moscow: [
    {
      module: 'food',
      name: 'Траттория «Тоскана»',
      kz: '«Тоскана» тратториясы',
      en: 'Toscana Trattoria',
      address: 'ул. Покровка 17, Москва',
      menu: 'pizzeria',
      hours: ['11:00', '23:00'],
      emoji: 'spaghetti',
    },
    {
      module: 'food',
      name: 'Суши «Токио»',
      kz: '«Токио» суши',
      en: 'Tokyo Sushi',
      address: 'ул. Маросейка 6, Москва',
      menu: 'sushi',
      hours: ['10:00', '04:00'],
      emoji: 'sushi',
    },
    {
      module: 'food',
      name: 'Пекарня на Покровке',
      kz: 'Покровкадағы наубайхана',
      en: 'Pokrovka Bakery',
      address: 'ул. Покровка 31, Москва',
      menu: 'coffee',
      hours: ['07:00', '21:00'],
      emoji: 'croissant',
    },
    {
      module: 'food',
      name: 'Ресторан «Степь»',
      kz: '«Дала» мейрамханасы',
      en: 'Steppe Kazakh Kitchen',
      address: 'ул. Большая Дмитровка 9, Москва',
      menu: 'kazakh',
      hours: ['12:00', '00:00'],
      emoji: 'flatbread',
    },
    {
      module: 'grocery',
      name: 'Гастроном «Усадьба»',
      kz: '«Усадьба» гастрономы',
      en: 'Usadba Deli',
      address: 'ул. Сретенка 24, Москва',
      menu: 'grocery',
      hours: ['08:00', '22:00'],
      emoji: 'shopping-cart',
    },
    {
      module: 'pharmacy',
      name: 'Аптека на Садовой',
      kz: 'Садовая дәріханасы',
      en: 'Sadovaya Pharmacy',
      address: 'Садовая-Кудринская ул. 3, Москва',
      menu: 'pharmacy',
      hours: ['00:00', '00:00'],
    },
    {
      module: 'ecommerce',
      name: 'Дом и Спорт',
      kz: 'Үй және Спорт',
      en: 'Home & Sport',
      address: 'Ленинский пр. 30, Москва',
      menu: 'shop',
      hours: ['09:00', '21:00'],
      emoji: 'house',
    },
    {
      module: 'rental',
      name: 'Столица Каршеринг',
      kz: 'Елорда Каршеринг',
      en: 'Capital Car Share',
      address: 'ул. Новый Арбат 21, Москва',
    },
    {
      module: 'carmarket',
      name: 'Автомир Север',
      kz: 'Автомир Солтүстік',
      en: 'Avtomir North',
      address: 'Дмитровское ш. 98, Москва',
    },
  ],
};

/** Parcel categories of the parcel module: per-km charge and minimum charge in tenge (major units). */
export const demoParcelCategories: { slug: string; name: Text3; description: Text3; perKm: number; minimum: number }[] =
  [
    {
      slug: 'documents',
      name: { ru: 'Документы', en: 'Documents', kz: 'Құжаттар' },
      description: {
        ru: 'Конверты и папки до 1 кг',
        en: 'Envelopes and folders up to 1 kg',
        kz: '1 кг-ға дейінгі конверттер мен папкалар',
      },
      perKm: 80,
      minimum: 600,
    },
    {
      slug: 'small-box',
      name: { ru: 'Малая коробка', en: 'Small box', kz: 'Шағын қорап' },
      description: {
        ru: 'До 5 кг, до 30×30×30 см',
        en: 'Up to 5 kg, up to 30×30×30 cm',
        kz: '5 кг-ға дейін, 30×30×30 см-ге дейін',
      },
      perKm: 120,
      minimum: 900,
    },
    {
      slug: 'large-box',
      name: { ru: 'Большая коробка', en: 'Large box', kz: 'Үлкен қорап' },
      description: {
        ru: 'До 20 кг, до 60×60×60 см',
        en: 'Up to 20 kg, up to 60×60×60 cm',
        kz: '20 кг-ға дейін, 60×60×60 см-ге дейін',
      },
      perKm: 200,
      minimum: 1500,
    },
  ];
