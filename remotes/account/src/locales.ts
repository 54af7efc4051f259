import type { Translations } from '@mart/i18n';

// Namespace 'account': the customer's pages, the wishlist drawer and the location picker.
const en = {
  title: 'My account',
  common: {
    back: 'Back', cancel: 'Cancel', close: 'Close', home: 'Go to home', loadFailed: 'Could not load this. Please try again.',
    loginRequired: 'You must be login to access this page.', no: 'No', yes: 'Yes', notFound: 'Page not found',
    pageOff: 'This page is not available.', retry: 'Retry', save: 'Save', signIn: 'Sign In',
  },
  profile: {
    title: 'My profile', edit: 'Edit Personal Details', name: 'User Name', email: 'Email', phone: 'Phone',
    password: 'Password', confirmPassword: 'Confirm Password', passwordPlaceholder: '8+ characters required',
    photo: 'Profile photo', changePhoto: 'Upload photo', photoRules: 'JPG, PNG, JPEG or GIF, up to 2 MB, ratio 1:1',
    reset: 'Reset', update: 'Update Profile', goBack: 'Go Back', notChangeable: 'Not Changeable', verified: 'Verified',
    updated: 'Updated successfully.', memberSince_one: 'With us for {{count}} day', memberSince_other: 'With us for {{count}} days',
    delete: 'Delete account', deleteTitle: 'Delete your account?',
    deleteText: 'Your profile, addresses and wishlist will be removed. This cannot be undone.', deleteOk: 'Delete',
    deleted: 'Account has been deleted',
  },
  otp: {
    title: 'Verification code', phoneTitle: 'Verify your phone', emailTitle: 'Verify your email',
    sentTo: 'Enter the 6-digit code sent to {{target}}', digit: 'Digit {{n}} of 6', demo: 'Demo mode: your code is {{code}}',
    verify: 'Verify', resend: 'Resend code', resendIn: 'Resend code in {{seconds}} s',
  },
  addresses: {
    title: 'My addresses', add: 'Add address', addNew: 'Add New Address', edit: 'Edit address', delete: 'Delete address',
    deleteConfirm: 'Delete this address?', empty: 'You have no saved addresses yet', address: 'Address',
    label: 'Label', customLabel: 'Custom label', contactName: 'Contact person name', contactPhone: 'Contact person number',
    street: 'Street number', house: 'House number', floor: 'Floor',
    type: { Home: 'Home', Office: 'Office', other: 'Other' },
  },
  map: {
    errorTitle: 'Map failed to load', hintConnection: 'Check your internet connection or try again later.',
    hintSearch: 'You can still find your address with the search above.', code: 'code', loading: 'Loading map...',
    label: 'Map: move it to put the pin on your address', search: 'Search for a place', zoomIn: 'Zoom in', zoomOut: 'Zoom out',
  },
  location: {
    title: 'Delivery location', useCurrent: 'Use Current Location', pickFromMap: 'Pick from map', savedTitle: 'Saved Addresses',
    signInForSaved: 'Sign in to see your saved addresses', allSaved: 'All saved addresses', select: 'Select', confirm: 'Confirm location',
    noSaved: "You don't have any saved address yet, please save address to continue",
    currentFailed: 'Could not get your current location. Allow location access or pick it on the map.',
    set: 'Location set successfully', newDelivery: 'New Delivery address selected.', newPickup: 'New Pickup address selected.',
    cartCleared: 'Your cart has been cleared as the selected zone does not support the previous pickup point.',
  },
  wishlist: {
    title: 'Wishlist', empty: 'No favourite {{tab}} found', remove: 'Remove', removeConfirm: 'Remove from your wishlist?', hour: 'hr',
    tab: { items: 'Items', stores: 'Stores', vehicles: 'Vehicles', providers: 'Providers' },
  },
  wallet: {
    balance: 'Wallet balance', addFund: 'Add Fund', amount: 'Amount', method: 'Payment method', history: 'Transaction history',
    noTransactions: 'No transactions yet',
  },
  txn: {
    add_fund: 'Added funds', loyalty_point: 'Converted loyalty points', order_place: 'Order payment', referrer: 'Referral earning',
    order_refund: 'Order refund', point_to_wallet: 'Converted to wallet', order_earn: 'Earned for an order', welcome: 'Welcome bonus',
  },
  loyalty: {
    total: 'Total points', convert: 'Convert to currency', convertOk: 'Convert', history: 'Points history', points: 'Points to convert',
    rate: '{{points}} points = {{amount}}; at least {{min}} points at a time', youGet: 'You will get {{amount}} in your wallet',
  },
  referral: {
    title: 'Refer & earn', code: 'Your referral code', copy: 'Copy', share: 'Share', copied: 'Copied', copyFailed: 'Could not copy',
    text: 'Share your code: when a friend signs up with it, you earn {{amount}} in your wallet.',
    shareText: 'Join Mart with my code {{code}}: {{url}}', count_one: '{{count}} friend joined with your code',
    count_other: '{{count}} friends joined with your code',
  },
  coupons: {
    title: 'Coupons', empty: 'No coupons available right now', freeDelivery: 'Free delivery', percentOff: '{{value}}% off',
    amountOff: '{{value}} off', minPurchase: 'Min. purchase {{amount}}', maxDiscount: 'Max. discount {{amount}}', until: 'Valid until {{date}}',
  },
  settings: {
    title: 'Settings', language: 'Language', dark: 'Dark mode', notifications: 'Notifications',
    languageConfirm: 'Change the language to {{lang}}? The page will reload.',
  },
  interest: {
    title: 'What are you interested in?', text: 'Pick categories and we will show them first.', save: 'Save', skip: 'Skip',
  },
  inbox: {
    title: 'Conversations', support: 'Chat with support', empty: 'No conversations yet', pick: 'Choose a conversation',
    noMessages: 'No messages yet. Say hello!', placeholder: 'Type a message', send: 'Send', attach: 'Attach images', image: 'Attached image',
  },
  help: {
    title: 'Help & Support', text: 'We are here to help: call, write, or chat with us.', call: 'Call us', mail: 'Email us',
    address: 'Visit us', chat: 'Chat with support',
  },
  registration: {
    storeTitle: 'Store registration', dmTitle: 'Deliveryman registration', storeInfo: 'Store information', owner: 'Owner information',
    storeName: 'Store name', module: 'Module', zone: 'Zone', tin: 'Tax number (optional)', fName: 'First name', lName: 'Last name',
    vehicle: 'Vehicle', identityType: 'Identity document', identityNumber: 'Document number', submit: 'Submit application',
    review: 'We will review your application and contact you.',
    vehicles: { bicycle: 'Bicycle', motorbike: 'Motorbike', car: 'Car' },
    identities: { passport: 'Passport', driving_license: 'Driving license', nid: 'National ID' },
  },
};
type Strings = typeof en;

const ru: Strings = {
  title: 'Личный кабинет',
  common: {
    back: 'Назад', cancel: 'Отмена', close: 'Закрыть', home: 'На главную', loadFailed: 'Не удалось загрузить. Попробуйте ещё раз.',
    loginRequired: 'Войдите, чтобы открыть эту страницу.', no: 'Нет', yes: 'Да', notFound: 'Страница не найдена',
    pageOff: 'Эта страница недоступна.', retry: 'Повторить', save: 'Сохранить', signIn: 'Войти',
  },
  profile: {
    title: 'Мой профиль', edit: 'Изменить личные данные', name: 'Имя пользователя', email: 'E-mail', phone: 'Телефон',
    password: 'Пароль', confirmPassword: 'Подтвердите пароль', passwordPlaceholder: 'Не меньше 8 символов',
    photo: 'Фото профиля', changePhoto: 'Загрузить фото', photoRules: 'JPG, PNG, JPEG или GIF, до 2 МБ, соотношение 1:1',
    reset: 'Сбросить', update: 'Обновить профиль', goBack: 'Назад', notChangeable: 'Нельзя изменить', verified: 'Подтверждён',
    updated: 'Успешно обновлено.', memberSince_one: 'С нами {{count}} день', memberSince_other: 'С нами {{count}} дн.',
    delete: 'Удалить аккаунт', deleteTitle: 'Удалить аккаунт?',
    deleteText: 'Профиль, адреса и избранное будут удалены. Это действие нельзя отменить.', deleteOk: 'Удалить',
    deleted: 'Аккаунт удалён',
  },
  otp: {
    title: 'Код подтверждения', phoneTitle: 'Подтвердите телефон', emailTitle: 'Подтвердите e-mail',
    sentTo: 'Введите 6-значный код, отправленный на {{target}}', digit: 'Цифра {{n}} из 6', demo: 'Демо-режим: ваш код {{code}}',
    verify: 'Подтвердить', resend: 'Отправить код ещё раз', resendIn: 'Повторная отправка через {{seconds}} с',
  },
  addresses: {
    title: 'Мои адреса', add: 'Новый адрес', addNew: 'Добавить новый адрес', edit: 'Изменить адрес', delete: 'Удалить адрес',
    deleteConfirm: 'Удалить этот адрес?', empty: 'У вас пока нет сохранённых адресов', address: 'Адрес',
    label: 'Метка', customLabel: 'Своя метка', contactName: 'Контактное лицо', contactPhone: 'Телефон контактного лица',
    street: 'Улица', house: 'Дом', floor: 'Этаж',
    type: { Home: 'Дом', Office: 'Офис', other: 'Другое' },
  },
  map: {
    errorTitle: 'Ошибка загрузки карты', hintConnection: 'Проверьте подключение к интернету или повторите позже.',
    hintSearch: 'Адрес можно найти через поиск выше.', code: 'код', loading: 'Загрузка карты...',
    label: 'Карта: сдвиньте её, чтобы метка указала на ваш адрес', search: 'Поиск места', zoomIn: 'Приблизить', zoomOut: 'Отдалить',
  },
  location: {
    title: 'Адрес доставки', useCurrent: 'Использовать текущее местоположение', pickFromMap: 'Выбрать на карте', savedTitle: 'Сохранённые адреса',
    signInForSaved: 'Войдите, чтобы видеть сохранённые адреса', allSaved: 'Все сохранённые адреса', select: 'Выбрать', confirm: 'Подтвердить адрес',
    noSaved: 'У вас пока нет сохранённых адресов, сохраните адрес, чтобы продолжить',
    currentFailed: 'Не удалось определить местоположение. Разрешите доступ или выберите точку на карте.',
    set: 'Местоположение установлено', newDelivery: 'Выбран новый адрес доставки.', newPickup: 'Выбран новый адрес подачи.',
    cartCleared: 'Корзина очищена: выбранная зона не обслуживает прежнее место подачи.',
  },
  wishlist: {
    title: 'Избранное', empty: 'Избранные {{tab}} не найдены', remove: 'Удалить', removeConfirm: 'Удалить из избранного?', hour: 'ч',
    tab: { items: 'Товары', stores: 'Магазины', vehicles: 'Автомобили', providers: 'Партнёры' },
  },
  wallet: {
    balance: 'Баланс кошелька', addFund: 'Пополнить', amount: 'Сумма', method: 'Способ оплаты', history: 'История операций',
    noTransactions: 'Операций пока нет',
  },
  txn: {
    add_fund: 'Пополнение', loyalty_point: 'Обмен бонусных баллов', order_place: 'Оплата заказа', referrer: 'Реферальное вознаграждение',
    order_refund: 'Возврат за заказ', point_to_wallet: 'Обмен на деньги', order_earn: 'Начислено за заказ', welcome: 'Приветственный бонус',
  },
  loyalty: {
    total: 'Всего баллов', convert: 'Обменять на деньги', convertOk: 'Обменять', history: 'История баллов', points: 'Сколько баллов обменять',
    rate: '{{points}} баллов = {{amount}}; не меньше {{min}} баллов за раз', youGet: 'На кошелёк поступит {{amount}}',
  },
  referral: {
    title: 'Приглашайте друзей', code: 'Ваш реферальный код', copy: 'Копировать', share: 'Поделиться', copied: 'Скопировано', copyFailed: 'Не удалось скопировать',
    text: 'Поделитесь кодом: когда друг зарегистрируется с ним, вы получите {{amount}} на кошелёк.',
    shareText: 'Присоединяйся к Mart с моим кодом {{code}}: {{url}}', count_one: 'По вашему коду присоединился {{count}} друг',
    count_other: 'По вашему коду присоединились друзья: {{count}}',
  },
  coupons: {
    title: 'Купоны', empty: 'Сейчас купонов нет', freeDelivery: 'Бесплатная доставка', percentOff: 'Скидка {{value}}%',
    amountOff: 'Скидка {{value}}', minPurchase: 'Мин. покупка {{amount}}', maxDiscount: 'Макс. скидка {{amount}}', until: 'Действует до {{date}}',
  },
  settings: {
    title: 'Настройки', language: 'Язык', dark: 'Тёмная тема', notifications: 'Уведомления',
    languageConfirm: 'Сменить язык на «{{lang}}»? Страница будет перезагружена.',
  },
  interest: {
    title: 'Что вам интересно?', text: 'Выберите категории — мы покажем их первыми.', save: 'Сохранить', skip: 'Пропустить',
  },
  inbox: {
    title: 'Диалоги', support: 'Чат с поддержкой', empty: 'Диалогов пока нет', pick: 'Выберите диалог',
    noMessages: 'Сообщений пока нет. Напишите нам!', placeholder: 'Введите сообщение', send: 'Отправить', attach: 'Прикрепить изображения', image: 'Прикреплённое изображение',
  },
  help: {
    title: 'Помощь и поддержка', text: 'Мы на связи: позвоните, напишите или откройте чат.', call: 'Позвонить', mail: 'Написать',
    address: 'Адрес', chat: 'Чат с поддержкой',
  },
  registration: {
    storeTitle: 'Регистрация магазина', dmTitle: 'Регистрация курьера', storeInfo: 'О магазине', owner: 'Владелец',
    storeName: 'Название магазина', module: 'Модуль', zone: 'Зона', tin: 'ИНН (необязательно)', fName: 'Имя', lName: 'Фамилия',
    vehicle: 'Транспорт', identityType: 'Документ', identityNumber: 'Номер документа', submit: 'Отправить заявку',
    review: 'Мы рассмотрим заявку и свяжемся с вами.',
    vehicles: { bicycle: 'Велосипед', motorbike: 'Мотоцикл', car: 'Автомобиль' },
    identities: { passport: 'Паспорт', driving_license: 'Водительское удостоверение', nid: 'Удостоверение личности' },
  },
};

const kz: Strings = {
  title: 'Жеке кабинет',
  common: {
    back: 'Артқа', cancel: 'Бас тарту', close: 'Жабу', home: 'Басты бетке', loadFailed: 'Жүктеу мүмкін болмады. Қайталап көріңіз.',
    loginRequired: 'Бұл бетті ашу үшін кіріңіз.', no: 'Жоқ', yes: 'Иә', notFound: 'Бет табылмады',
    pageOff: 'Бұл бет қолжетімсіз.', retry: 'Қайталау', save: 'Сақтау', signIn: 'Кіру',
  },
  profile: {
    title: 'Менің профилім', edit: 'Жеке деректерді өзгерту', name: 'Пайдаланушы аты', email: 'E-mail', phone: 'Телефон',
    password: 'Құпиясөз', confirmPassword: 'Құпиясөзді растаңыз', passwordPlaceholder: 'Кемінде 8 таңба',
    photo: 'Профиль суреті', changePhoto: 'Сурет жүктеу', photoRules: 'JPG, PNG, JPEG немесе GIF, 2 МБ-қа дейін, арақатынасы 1:1',
    reset: 'Тазарту', update: 'Профильді жаңарту', goBack: 'Артқа', notChangeable: 'Өзгертуге болмайды', verified: 'Расталған',
    updated: 'Сәтті жаңартылды.', memberSince_one: 'Бізбен {{count}} күн', memberSince_other: 'Бізбен {{count}} күн',
    delete: 'Аккаунтты жою', deleteTitle: 'Аккаунтты жою керек пе?',
    deleteText: 'Профиль, мекенжайлар және таңдаулылар жойылады. Мұны қайтару мүмкін емес.', deleteOk: 'Жою',
    deleted: 'Аккаунт жойылды',
  },
  otp: {
    title: 'Растау коды', phoneTitle: 'Телефонды растаңыз', emailTitle: 'E-mail-ді растаңыз',
    sentTo: '{{target}} мекенжайына жіберілген 6 таңбалы кодты енгізіңіз', digit: '6 цифрдың {{n}}-сі', demo: 'Демо режим: кодыңыз {{code}}',
    verify: 'Растау', resend: 'Кодты қайта жіберу', resendIn: '{{seconds}} с кейін қайта жіберу',
  },
  addresses: {
    title: 'Менің мекенжайларым', add: 'Жаңа мекенжай', addNew: 'Жаңа мекенжай қосу', edit: 'Мекенжайды өзгерту', delete: 'Мекенжайды жою',
    deleteConfirm: 'Бұл мекенжайды жою керек пе?', empty: 'Сақталған мекенжайлар әлі жоқ', address: 'Мекенжай',
    label: 'Белгі', customLabel: 'Өз белгіңіз', contactName: 'Байланыс адамы', contactPhone: 'Байланыс телефоны',
    street: 'Көше', house: 'Үй', floor: 'Қабат',
    type: { Home: 'Үй', Office: 'Кеңсе', other: 'Басқа' },
  },
  map: {
    errorTitle: 'Картаны жүктеу қатесі', hintConnection: 'Интернет байланысын тексеріңіз немесе кейінірек қайталаңыз.',
    hintSearch: 'Мекенжайды жоғарыдағы іздеу арқылы табуға болады.', code: 'код', loading: 'Карта жүктелуде...',
    label: 'Карта: белгі мекенжайыңызды көрсетуі үшін жылжытыңыз', search: 'Орынды іздеу', zoomIn: 'Жақындату', zoomOut: 'Алыстату',
  },
  location: {
    title: 'Жеткізу мекенжайы', useCurrent: 'Қазіргі орынды пайдалану', pickFromMap: 'Картадан таңдау', savedTitle: 'Сақталған мекенжайлар',
    signInForSaved: 'Сақталған мекенжайларды көру үшін кіріңіз', allSaved: 'Барлық сақталған мекенжайлар', select: 'Таңдау', confirm: 'Мекенжайды растау',
    noSaved: 'Сізде әлі сақталған мекенжай жоқ, жалғастыру үшін мекенжайды сақтаңыз',
    currentFailed: 'Орынды анықтау мүмкін болмады. Рұқсат беріңіз немесе картадан таңдаңыз.',
    set: 'Орын орнатылды', newDelivery: 'Жаңа жеткізу мекенжайы таңдалды.', newPickup: 'Жаңа алу мекенжайы таңдалды.',
    cartCleared: 'Себет тазартылды: таңдалған аймақ бұрынғы алу орнына қызмет көрсетпейді.',
  },
  wishlist: {
    title: 'Таңдаулылар', empty: 'Таңдаулы {{tab}} табылмады', remove: 'Жою', removeConfirm: 'Таңдаулылардан жою керек пе?', hour: 'сағ',
    tab: { items: 'Тауарлар', stores: 'Дүкендер', vehicles: 'Көліктер', providers: 'Серіктестер' },
  },
  wallet: {
    balance: 'Әмиян балансы', addFund: 'Толтыру', amount: 'Сома', method: 'Төлем тәсілі', history: 'Операциялар тарихы',
    noTransactions: 'Операциялар әлі жоқ',
  },
  txn: {
    add_fund: 'Толтыру', loyalty_point: 'Бонустық ұпайларды айырбастау', order_place: 'Тапсырыс төлемі', referrer: 'Шақыру сыйақысы',
    order_refund: 'Тапсырыс қайтарымы', point_to_wallet: 'Ақшаға айырбастау', order_earn: 'Тапсырыс үшін есептелді', welcome: 'Сәлемдесу бонусы',
  },
  loyalty: {
    total: 'Барлық ұпай', convert: 'Ақшаға айырбастау', convertOk: 'Айырбастау', history: 'Ұпайлар тарихы', points: 'Айырбасталатын ұпай',
    rate: '{{points}} ұпай = {{amount}}; бір реттегі ең азы {{min}} ұпай', youGet: 'Әмиянға {{amount}} түседі',
  },
  referral: {
    title: 'Достарыңызды шақырыңыз', code: 'Шақыру кодыңыз', copy: 'Көшіру', share: 'Бөлісу', copied: 'Көшірілді', copyFailed: 'Көшіру мүмкін болмады',
    text: 'Кодпен бөлісіңіз: досыңыз онымен тіркелгенде, әмиянға {{amount}} аласыз.',
    shareText: 'Mart-қа менің {{code}} кодыммен қосыл: {{url}}', count_one: 'Кодыңызбен {{count}} дос қосылды',
    count_other: 'Кодыңызбен {{count}} дос қосылды',
  },
  coupons: {
    title: 'Купондар', empty: 'Қазір купондар жоқ', freeDelivery: 'Тегін жеткізу', percentOff: '{{value}}% жеңілдік',
    amountOff: '{{value}} жеңілдік', minPurchase: 'Ең аз сатып алу {{amount}}', maxDiscount: 'Ең көп жеңілдік {{amount}}', until: '{{date}} дейін жарамды',
  },
  settings: {
    title: 'Баптаулар', language: 'Тіл', dark: 'Қараңғы тақырып', notifications: 'Хабарландырулар',
    languageConfirm: 'Тілді «{{lang}}» етіп өзгерту керек пе? Бет қайта жүктеледі.',
  },
  interest: {
    title: 'Сізді не қызықтырады?', text: 'Санаттарды таңдаңыз — оларды бірінші көрсетеміз.', save: 'Сақтау', skip: 'Өткізіп жіберу',
  },
  inbox: {
    title: 'Диалогтар', support: 'Қолдау қызметімен чат', empty: 'Диалогтар әлі жоқ', pick: 'Диалогты таңдаңыз',
    noMessages: 'Хабарлар әлі жоқ. Бізге жазыңыз!', placeholder: 'Хабар жазыңыз', send: 'Жіберу', attach: 'Сурет тіркеу', image: 'Тіркелген сурет',
  },
  help: {
    title: 'Көмек және қолдау', text: 'Біз байланыстамыз: қоңырау шалыңыз, жазыңыз немесе чат ашыңыз.', call: 'Қоңырау шалу', mail: 'Жазу',
    address: 'Мекенжай', chat: 'Қолдау қызметімен чат',
  },
  registration: {
    storeTitle: 'Дүкенді тіркеу', dmTitle: 'Курьерді тіркеу', storeInfo: 'Дүкен туралы', owner: 'Иесі',
    storeName: 'Дүкен атауы', module: 'Модуль', zone: 'Аймақ', tin: 'СТН (міндетті емес)', fName: 'Аты', lName: 'Тегі',
    vehicle: 'Көлік', identityType: 'Құжат', identityNumber: 'Құжат нөмірі', submit: 'Өтінім жіберу',
    review: 'Өтінімді қарап, сізбен хабарласамыз.',
    vehicles: { bicycle: 'Велосипед', motorbike: 'Мотоцикл', car: 'Автокөлік' },
    identities: { passport: 'Паспорт', driving_license: 'Жүргізуші куәлігі', nid: 'Жеке куәлік' },
  },
};

export const accountTranslations: Translations = { ru, kz, en };
