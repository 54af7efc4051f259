import type { Translations } from '@mart/i18n';

/** The 'vehicle' namespace: every string of both vehicle remotes in ru (default), kz and en. */
const en = {
  rental: { title: 'Vehicle rental', cartTitle: 'Trip Cart', track: 'Track Trip', tripsTab: 'Rental trips', noTrips: 'No trips yet' },
  carmarket: { title: 'Car market', cartTitle: 'Car market cart', track: 'Track Order', tripsTab: 'Car market orders', noTrips: 'No orders yet' },
  added: 'The vehicle successfully added to your cart.',
  search: {
    title: 'Vehicle search', pickup: 'Pickup location', destination: 'Destination', tripType: 'Trip type', hourly: 'Hourly',
    distance: 'Distance wise', duration: 'Duration', pickupTime: 'Pickup time', submit: 'Search',
    distanceKm: '{{km}} km', hours: '{{hours}} hr', pickupFirst: 'Choose a pickup location in the search first',
  },
  units: { hr: 'hr', km: 'km', perHr: 'per hr', perKm: 'per km' },
  card: {
    newArrival: 'New Arrival', percentOff: '{{value}} off', amountOff: '{{value}} off', reviews: '{{count}} reviews',
    seats: '{{count}} seats', ac: 'AC', nonAc: 'Non AC', available: '{{count}} Vehicles available', view: 'Quick view',
    quickView: 'Quick view of {{name}}',
  },
  transmission: { automatic: 'Automatic', manual: 'Manual' },
  fuel: { petrol: 'Petrol', diesel: 'Diesel', electric: 'Electric', hybrid: 'Hybrid' },
  detail: {
    readMore: 'Read more', readLess: 'Read less', prices: 'Prices', selected: 'Selected', rent: 'Rent This Car', rentShort: 'Rent',
    addAgain: 'Add one more', backToSearch: 'Back to search', slide: 'Photo {{n}}',
  },
  dialogs: {
    yes: 'Yes', no: 'No', cancel: 'Cancel', providerTitle: 'Another provider',
    tripTypeTitle: 'Change trip type', tripTypeText: 'Your cart holds vehicles for another trip type. Change the trip type of the cart?',
    vehicleListTitle: 'Trip Vehicle List',
    vehicleListText: 'These vehicles are not offered for the chosen trip type and will be removed from the cart.',
    removeContinue: 'Remove & Continue', durationTitle: 'Change trip duration',
    durationText: 'Your cart is for another number of hours. Change the trip duration?',
  },
  filters: {
    title: 'Filters', category: 'Category', brand: 'Brand', seats: 'Seats', type: 'Type', fuel: 'Fuel', transmission: 'Transmission',
    maxPrice: 'Max price', ac: 'AC only', sort: 'Sort', layout: 'Layout',
  },
  sort: { popular: 'Popular', price_low: 'Price: low to high', price_high: 'Price: high to low', rating: 'Rating', newest: 'Newest', name: 'Name' },
  layout: { column: 'Grid', row: 'Rows', wide: 'Wide' },
  results: '{{count}} vehicles found',
  empty: { vehiclesTitle: 'No vehicles found', vehiclesText: 'Try other filters or another category.' },
  errors: {
    loadTitle: 'Could not load', loadText: 'Please try again.', retry: 'Retry', vehicleNotFound: 'Vehicle not found',
    providerNotFound: 'Provider not found',
  },
  home: { categories: 'Vehicle categories', allCategories: 'All categories', count: '{{count}} vehicles', topRated: 'Top rated', providers: 'Popular providers' },
  provider: { vehicles: 'Vehicles', reviews: 'Reviews', noReviews: 'No reviews yet' },
  wishlist: { loginRequired: 'You are not logged in', add: 'Add {{name}} to wishlist', remove: 'Remove {{name}} from wishlist' },
  cart: {
    empty: 'Your cart is empty', continueShopping: 'Continue Shopping', tripDetails: 'Trip Details', editTrip: 'Edit trip',
    saveTrip: 'Save', vehicles: 'Vehicles', continue: 'Continue to booking', increase: 'One more {{name}}', decrease: 'One less {{name}}',
    remove: 'Remove {{name}}', zoneCleared: 'Your cart has been cleared as the selected zone does not support the previous pickup point.',
  },
  price: {
    subtotal: 'Subtotal', vehicleDiscount: 'Vehicle discount', providerDiscount: 'Provider discount', tax: 'Tax',
    taxIncluded: 'Tax (included)', total: 'Total',
  },
  checkout: {
    title: 'Booking', whoTitle: 'How do you want to continue?', guest: 'Guest', login: 'Login', signUp: 'Sign Up', payment: 'Payment',
    name: 'Name', nameRequired: 'Name is required', phone: 'Phone', phoneRequired: 'Phone Number is required', email: 'Email',
    method: 'Payment method', cash: 'Cash', wallet: 'Wallet', digital: 'Digital payment', book: 'Book now', booked: 'Your trip is booked',
  },
  payment: { cash_on_delivery: 'Cash', wallet: 'Wallet', digital_payment: 'Digital payment', paid: 'Paid', unpaid: 'Unpaid' },
  status: { pending: 'Pending', confirmed: 'Confirmed', ongoing: 'Ongoing', completed: 'Completed', canceled: 'Canceled' },
  trips: {
    title: 'My Trips', tripNo: 'Trip #{{id}}', details: 'Details', provider: 'Provider', reason: 'Reason', cancel: 'Cancel trip',
    cancelTitle: 'Cancel this trip?', canceled: 'The trip is canceled', review: 'Review', rating: 'Rating', notFound: 'Trip not found',
    signInTitle: 'Sign in to see your trips', signInText: 'You must be login to access this page.',
  },
};

const ru: typeof en = {
  rental: { title: 'Аренда автомобилей', cartTitle: 'Корзина поездки', track: 'Отследить поездку', tripsTab: 'Поездки (аренда)', noTrips: 'Поездок пока нет' },
  carmarket: { title: 'Автомаркет', cartTitle: 'Корзина автомаркета', track: 'Отследить заказ', tripsTab: 'Заказы автомаркета', noTrips: 'Заказов пока нет' },
  added: 'Автомобиль успешно добавлен в корзину.',
  search: {
    title: 'Поиск автомобилей', pickup: 'Место подачи', destination: 'Пункт назначения', tripType: 'Тип поездки', hourly: 'Почасово',
    distance: 'По расстоянию', duration: 'Длительность', pickupTime: 'Время подачи', submit: 'Найти',
    distanceKm: '{{km}} км', hours: '{{hours}} ч', pickupFirst: 'Сначала выберите место подачи в поиске',
  },
  units: { hr: 'ч', km: 'км', perHr: 'за час', perKm: 'за км' },
  card: {
    newArrival: 'Новинка', percentOff: 'скидка {{value}}', amountOff: 'скидка {{value}}', reviews: 'Отзывов: {{count}}',
    seats: 'Мест: {{count}}', ac: 'Кондиционер', nonAc: 'Без кондиционера', available: 'Доступно автомобилей: {{count}}', view: 'Быстрый просмотр',
    quickView: 'Быстрый просмотр: {{name}}',
  },
  transmission: { automatic: 'Автомат', manual: 'Механика' },
  fuel: { petrol: 'Бензин', diesel: 'Дизель', electric: 'Электро', hybrid: 'Гибрид' },
  detail: {
    readMore: 'Читать далее', readLess: 'Свернуть', prices: 'Цены', selected: 'Выбрано', rent: 'Арендовать этот автомобиль', rentShort: 'Арендовать',
    addAgain: 'Добавить ещё', backToSearch: 'Назад к поиску', slide: 'Фото {{n}}',
  },
  dialogs: {
    yes: 'Да', no: 'Нет', cancel: 'Отмена', providerTitle: 'Другой поставщик',
    tripTypeTitle: 'Изменить тип поездки', tripTypeText: 'В корзине автомобили для другого типа поездки. Изменить тип поездки корзины?',
    vehicleListTitle: 'Список автомобилей поездки',
    vehicleListText: 'Эти автомобили недоступны для выбранного типа поездки и будут удалены из корзины.',
    removeContinue: 'Удалить и продолжить', durationTitle: 'Изменить длительность поездки',
    durationText: 'Корзина собрана на другое число часов. Изменить длительность поездки?',
  },
  filters: {
    title: 'Фильтры', category: 'Категория', brand: 'Марка', seats: 'Места', type: 'Тип', fuel: 'Топливо', transmission: 'Коробка передач',
    maxPrice: 'Макс. цена', ac: 'Только с кондиционером', sort: 'Сортировка', layout: 'Вид',
  },
  sort: { popular: 'Популярные', price_low: 'Сначала дешевле', price_high: 'Сначала дороже', rating: 'По рейтингу', newest: 'Новые', name: 'По названию' },
  layout: { column: 'Плитка', row: 'Строки', wide: 'Широкий' },
  results: 'Найдено автомобилей: {{count}}',
  empty: { vehiclesTitle: 'Автомобили не найдены', vehiclesText: 'Попробуйте другие фильтры или другую категорию.' },
  errors: {
    loadTitle: 'Не удалось загрузить', loadText: 'Попробуйте ещё раз.', retry: 'Повторить', vehicleNotFound: 'Автомобиль не найден',
    providerNotFound: 'Поставщик не найден',
  },
  home: { categories: 'Категории автомобилей', allCategories: 'Все категории', count: 'Автомобилей: {{count}}', topRated: 'Лучшие по рейтингу', providers: 'Популярные поставщики' },
  provider: { vehicles: 'Автомобили', reviews: 'Отзывы', noReviews: 'Отзывов пока нет' },
  wishlist: { loginRequired: 'Вы не вошли в систему', add: 'Добавить {{name}} в избранное', remove: 'Убрать {{name}} из избранного' },
  cart: {
    empty: 'Корзина пуста', continueShopping: 'Продолжить покупки', tripDetails: 'Детали поездки', editTrip: 'Изменить поездку',
    saveTrip: 'Сохранить', vehicles: 'Автомобили', continue: 'Перейти к бронированию', increase: 'Ещё один {{name}}', decrease: 'На один {{name}} меньше',
    remove: 'Удалить {{name}}', zoneCleared: 'Ваша корзина очищена, так как выбранная зона не обслуживает прежнее место подачи.',
  },
  price: {
    subtotal: 'Сумма', vehicleDiscount: 'Скидка на автомобиль', providerDiscount: 'Скидка поставщика', tax: 'Налог',
    taxIncluded: 'Налог (включён)', total: 'Итого',
  },
  checkout: {
    title: 'Бронирование', whoTitle: 'Как вы хотите продолжить?', guest: 'Гость', login: 'Войти', signUp: 'Регистрация', payment: 'Оплата',
    name: 'Имя', nameRequired: 'Введите имя', phone: 'Телефон', phoneRequired: 'Введите номер телефона', email: 'E-mail',
    method: 'Способ оплаты', cash: 'Наличные', wallet: 'Кошелёк', digital: 'Онлайн-оплата', book: 'Забронировать', booked: 'Поездка забронирована',
  },
  payment: { cash_on_delivery: 'Наличные', wallet: 'Кошелёк', digital_payment: 'Онлайн-оплата', paid: 'Оплачено', unpaid: 'Не оплачено' },
  status: { pending: 'Ожидает', confirmed: 'Подтверждена', ongoing: 'В пути', completed: 'Завершена', canceled: 'Отменена' },
  trips: {
    title: 'Мои поездки', tripNo: 'Поездка №{{id}}', details: 'Подробнее', provider: 'Поставщик', reason: 'Причина', cancel: 'Отменить поездку',
    cancelTitle: 'Отменить эту поездку?', canceled: 'Поездка отменена', review: 'Оставить отзыв', rating: 'Оценка', notFound: 'Поездка не найдена',
    signInTitle: 'Войдите, чтобы увидеть свои поездки', signInText: 'Войдите, чтобы открыть эту страницу.',
  },
};

const kz: typeof en = {
  rental: { title: 'Көлік жалға алу', cartTitle: 'Сапар себеті', track: 'Сапарды бақылау', tripsTab: 'Жалға алу сапарлары', noTrips: 'Әзірге сапар жоқ' },
  carmarket: { title: 'Автомаркет', cartTitle: 'Автомаркет себеті', track: 'Тапсырысты бақылау', tripsTab: 'Автомаркет тапсырыстары', noTrips: 'Әзірге тапсырыс жоқ' },
  added: 'Көлік себетке сәтті қосылды.',
  search: {
    title: 'Көлік іздеу', pickup: 'Күту орны', destination: 'Баратын жер', tripType: 'Сапар түрі', hourly: 'Сағаттық',
    distance: 'Қашықтық бойынша', duration: 'Ұзақтығы', pickupTime: 'Күту уақыты', submit: 'Іздеу',
    distanceKm: '{{km}} км', hours: '{{hours}} сағ', pickupFirst: 'Алдымен іздеуде күту орнын таңдаңыз',
  },
  units: { hr: 'сағ', km: 'км', perHr: 'сағатына', perKm: 'км-ге' },
  card: {
    newArrival: 'Жаңа', percentOff: '{{value}} жеңілдік', amountOff: '{{value}} жеңілдік', reviews: 'Пікірлер: {{count}}',
    seats: 'Орын: {{count}}', ac: 'Кондиционер', nonAc: 'Кондиционерсіз', available: 'Қолжетімді көліктер: {{count}}', view: 'Жылдам қарау',
    quickView: 'Жылдам қарау: {{name}}',
  },
  transmission: { automatic: 'Автомат', manual: 'Механика' },
  fuel: { petrol: 'Бензин', diesel: 'Дизель', electric: 'Электр', hybrid: 'Гибрид' },
  detail: {
    readMore: 'Толығырақ', readLess: 'Жасыру', prices: 'Бағалар', selected: 'Таңдалды', rent: 'Осы көлікті жалға алу', rentShort: 'Жалға алу',
    addAgain: 'Тағы қосу', backToSearch: 'Іздеуге оралу', slide: 'Фото {{n}}',
  },
  dialogs: {
    yes: 'Иә', no: 'Жоқ', cancel: 'Болдырмау', providerTitle: 'Басқа жеткізуші',
    tripTypeTitle: 'Сапар түрін өзгерту', tripTypeText: 'Себетте басқа сапар түріне арналған көліктер бар. Себеттің сапар түрін өзгертесіз бе?',
    vehicleListTitle: 'Сапар көліктерінің тізімі',
    vehicleListText: 'Бұл көліктер таңдалған сапар түріне қолжетімсіз, олар себеттен өшіріледі.',
    removeContinue: 'Өшіру және жалғастыру', durationTitle: 'Сапар ұзақтығын өзгерту',
    durationText: 'Себет басқа сағат санына жиналған. Сапар ұзақтығын өзгертесіз бе?',
  },
  filters: {
    title: 'Сүзгілер', category: 'Санат', brand: 'Марка', seats: 'Орындар', type: 'Түрі', fuel: 'Отын', transmission: 'Беріліс қорабы',
    maxPrice: 'Ең жоғары баға', ac: 'Тек кондиционермен', sort: 'Сұрыптау', layout: 'Көрініс',
  },
  sort: { popular: 'Танымал', price_low: 'Арзанынан', price_high: 'Қымбатынан', rating: 'Рейтинг бойынша', newest: 'Жаңалары', name: 'Атауы бойынша' },
  layout: { column: 'Тақта', row: 'Жолдар', wide: 'Кең' },
  results: 'Табылған көліктер: {{count}}',
  empty: { vehiclesTitle: 'Көлік табылмады', vehiclesText: 'Басқа сүзгілерді немесе санатты байқап көріңіз.' },
  errors: {
    loadTitle: 'Жүктеу мүмкін болмады', loadText: 'Қайталап көріңіз.', retry: 'Қайталау', vehicleNotFound: 'Көлік табылмады',
    providerNotFound: 'Жеткізуші табылмады',
  },
  home: { categories: 'Көлік санаттары', allCategories: 'Барлық санаттар', count: 'Көліктер: {{count}}', topRated: 'Ең жоғары бағаланған', providers: 'Танымал жеткізушілер' },
  provider: { vehicles: 'Көліктер', reviews: 'Пікірлер', noReviews: 'Әзірге пікір жоқ' },
  wishlist: { loginRequired: 'Сіз жүйеге кірмегенсіз', add: '{{name}} таңдаулыға қосу', remove: '{{name}} таңдаулыдан алып тастау' },
  cart: {
    empty: 'Себет бос', continueShopping: 'Сатып алуды жалғастыру', tripDetails: 'Сапар мәліметтері', editTrip: 'Сапарды өзгерту',
    saveTrip: 'Сақтау', vehicles: 'Көліктер', continue: 'Брондауға өту', increase: 'Тағы бір {{name}}', decrease: 'Бір {{name}} кем',
    remove: '{{name}} өшіру', zoneCleared: 'Таңдалған аймақ бұрынғы күту орнына қызмет көрсетпейтіндіктен, себетіңіз тазартылды.',
  },
  price: {
    subtotal: 'Сома', vehicleDiscount: 'Көлік жеңілдігі', providerDiscount: 'Жеткізуші жеңілдігі', tax: 'Салық',
    taxIncluded: 'Салық (енгізілген)', total: 'Барлығы',
  },
  checkout: {
    title: 'Брондау', whoTitle: 'Қалай жалғастырасыз?', guest: 'Қонақ', login: 'Кіру', signUp: 'Тіркелу', payment: 'Төлем',
    name: 'Аты', nameRequired: 'Атыңызды енгізіңіз', phone: 'Телефон', phoneRequired: 'Телефон нөмірін енгізіңіз', email: 'E-mail',
    method: 'Төлем тәсілі', cash: 'Қолма-қол', wallet: 'Әмиян', digital: 'Онлайн төлем', book: 'Брондау', booked: 'Сапар брондалды',
  },
  payment: { cash_on_delivery: 'Қолма-қол', wallet: 'Әмиян', digital_payment: 'Онлайн төлем', paid: 'Төленді', unpaid: 'Төленбеді' },
  status: { pending: 'Күтуде', confirmed: 'Расталды', ongoing: 'Жолда', completed: 'Аяқталды', canceled: 'Бас тартылды' },
  trips: {
    title: 'Менің сапарларым', tripNo: 'Сапар №{{id}}', details: 'Толығырақ', provider: 'Жеткізуші', reason: 'Себебі', cancel: 'Сапардан бас тарту',
    cancelTitle: 'Бұл сапардан бас тартасыз ба?', canceled: 'Сапардан бас тартылды', review: 'Пікір қалдыру', rating: 'Баға', notFound: 'Сапар табылмады',
    signInTitle: 'Сапарларыңызды көру үшін кіріңіз', signInText: 'Бұл бетті ашу үшін жүйеге кіріңіз.',
  },
};

export const vehicleTranslations: Translations = { ru, kz, en };
