/**
 * Every message the API writes itself (errors, success notes, schema x-messages) in the storefront's three languages,
 * keyed by a stable code. The English text is the one the source throws; `localize-messages` finds an answer's text
 * here (or among the domain messages, @mart/domain MESSAGE_TRANSLATIONS) and swaps in the request's language.
 * `{name}` placeholders match anything in the English text and carry it over. `test/message-catalogue.test.ts` fails
 * when a message in the source is missing here.
 *
 * Counts are worded so one form reads right for every number (`{n} с`, "Минимум баллов: {n}").
 */
export type Texts = readonly [en: string, ru: string, kz: string];

export const SERVER_MESSAGES = {
  // framework and transport
  http_malformed: ['The HTTP request is malformed.', 'HTTP-запрос повреждён.', 'HTTP сұрауы бүлінген.'],
  multipart_malformed: [
    'The multipart form data is malformed.',
    'Данные формы повреждены.',
    'Форма деректері бүлінген.',
  ],
  invalid_json: [
    'The request body is not valid JSON.',
    'Тело запроса — некорректный JSON.',
    'Сұрау денесі — жарамсыз JSON.',
  ],
  payload_too_large: ['The request body is too large.', 'Тело запроса слишком большое.', 'Сұрау денесі тым үлкен.'],
  internal_error: [
    'Sorry, Something Went Wrong. Please try again after some time.',
    'Извините, что-то пошло не так. Повторите попытку позже.',
    'Кешіріңіз, бірдеңе дұрыс болмады. Біраздан кейін қайталап көріңіз.',
  ],
  route_not_found: [
    'Route {method} {path} not found.',
    'Маршрут {method} {path} не найден.',
    '{method} {path} маршруты табылмады.',
  ],
  retry_after: [
    'Please try again after {seconds} seconds.',
    'Повторите попытку через {seconds} с.',
    '{seconds} с кейін қайталап көріңіз.',
  ],
  with_detail: ['{message} ({detail})', '{message} ({detail})', '{message} ({detail})'],

  // generic validation (ajv, schema helpers)
  field_not_finite: [
    '{field} must be a finite number.',
    'Поле {field} должно быть конечным числом.',
    '{field} өрісі шекті сан болуы керек.',
  ],
  field_unknown: ['Unknown field {field}.', 'Неизвестное поле {field}.', 'Белгісіз өріс: {field}.'],
  field_invalid: ['The {field} field {detail}.', 'Поле {field} заполнено неверно.', '{field} өрісі қате толтырылған.'],
  field_required: ['{field} is required.', 'Поле {field} обязательно.', '{field} өрісі міндетті.'],
  field_positive_integer: [
    '{field} must be a positive integer.',
    'Поле {field} должно быть целым положительным числом.',
    '{field} өрісі оң бүтін сан болуы керек.',
  ],
  field_min_zero: [
    '{field} must be a number of at least 0.',
    'Поле {field} должно быть числом не меньше 0.',
    '{field} өрісі 0-ден кем емес сан болуы керек.',
  ],
  field_int_range: [
    '{field} must be an integer from {min} to 100.',
    'Поле {field} должно быть целым числом от {min} до 100.',
    '{field} өрісі {min}-ден 100-ге дейінгі бүтін сан болуы керек.',
  ],
  field_too_long: ['{field} is too long.', 'Поле {field} слишком длинное.', '{field} өрісі тым ұзын.'],
  offset_invalid: [
    'offset must be a page number starting at 1.',
    'offset — номер страницы, начиная с 1.',
    'offset — 1-ден басталатын бет нөмірі.',
  ],
  limit_invalid: [
    'limit must be between 1 and 100.',
    'limit должен быть от 1 до 100.',
    'limit 1 мен 100 аралығында болуы керек.',
  ],
  id_invalid: [
    'id must be a positive integer.',
    'id должен быть целым положительным числом.',
    'id оң бүтін сан болуы керек.',
  ],
  id_or_slug: [
    'id must be a store id or slug.',
    'Укажите id или адрес магазина.',
    'Дүкеннің id-ін немесе мекенжайын көрсетіңіз.',
  ],
  name_too_long: [
    'name must be at most 100 characters.',
    'Название — не длиннее 100 символов.',
    'Атауы 100 таңбадан аспауы керек.',
  ],
  lat_required: ['lat is required.', 'Укажите широту (lat).', 'Ендікті (lat) көрсетіңіз.'],
  lat_range: [
    'lat must be a number between -90 and 90.',
    'Широта (lat) — число от -90 до 90.',
    'Ендік (lat) -90 мен 90 аралығындағы сан.',
  ],
  lng_required: ['lng is required.', 'Укажите долготу (lng).', 'Бойлықты (lng) көрсетіңіз.'],
  lng_range: [
    'lng must be a number between -180 and 180.',
    'Долгота (lng) — число от -180 до 180.',
    'Бойлық (lng) -180 мен 180 аралығындағы сан.',
  ],
  latitude_required: ['latitude is required.', 'Укажите широту.', 'Ендікті көрсетіңіз.'],
  latitude_range: [
    'latitude must be between -90 and 90.',
    'Широта — от -90 до 90.',
    'Ендік -90 мен 90 аралығында болуы керек.',
  ],
  longitude_required: ['longitude is required.', 'Укажите долготу.', 'Бойлықты көрсетіңіз.'],
  longitude_range: [
    'longitude must be between -180 and 180.',
    'Долгота — от -180 до 180.',
    'Бойлық -180 мен 180 аралығында болуы керек.',
  ],
  type_veg: ['type must be all, veg or non_veg.', 'Тип: all, veg или non_veg.', 'Түрі: all, veg немесе non_veg.'],
  type_store_filter: [
    'type must be all, veg, non_veg, delivery, take_away, free_delivery or featured.',
    'Тип: all, veg, non_veg, delivery, take_away, free_delivery или featured.',
    'Түрі: all, veg, non_veg, delivery, take_away, free_delivery немесе featured.',
  ],
  sort_items: [
    'sort_by must be price_low, price_high, rating, newest or name.',
    'Сортировка: price_low, price_high, rating, newest или name.',
    'Сұрыптау: price_low, price_high, rating, newest немесе name.',
  ],
  sort_vehicles: [
    'sort_by must be price_low, price_high, rating, newest, name or popular.',
    'Сортировка: price_low, price_high, rating, newest, name или popular.',
    'Сұрыптау: price_low, price_high, rating, newest, name немесе popular.',
  ],
  campaign_flag: ['campaign must be true or false.', 'campaign — true или false.', 'campaign — true немесе false.'],
  brand_ids_invalid: [
    'brand_ids must be comma-separated ids.',
    'brand_ids — список id через запятую.',
    'brand_ids — үтірмен бөлінген id тізімі.',
  ],
  air_condition_flag: ['air_condition must be 0 or 1.', 'air_condition — 0 или 1.', 'air_condition — 0 немесе 1.'],
  trip_type_enum: [
    'trip_type must be hourly or distance_wise.',
    'Тип поездки: hourly или distance_wise.',
    'Сапар түрі: hourly немесе distance_wise.',
  ],
  trip_type_invalid: [
    'The trip type must be hourly or distance_wise.',
    'Тип поездки должен быть почасовым или по расстоянию.',
    'Сапар түрі сағаттық немесе қашықтық бойынша болуы керек.',
  ],
  search_text_required: ['search_text is required.', 'Введите текст для поиска.', 'Іздеу мәтінін енгізіңіз.'],
  search_text_length: [
    'search_text must be 1 to 100 characters.',
    'Текст поиска — от 1 до 100 символов.',
    'Іздеу мәтіні 1-ден 100 таңбаға дейін.',
  ],
  placeid_required: ['placeid is required.', 'Укажите место.', 'Орынды көрсетіңіз.'],
  placeid_invalid: ['placeid is invalid.', 'Неверный идентификатор места.', 'Орын идентификаторы қате.'],
  guest_id_invalid: ['guest_id is invalid.', 'Неверный guest_id.', 'guest_id қате.'],
  login_type_enum: [
    'login_type must be one of manual, otp, social.',
    'Способ входа: manual, otp или social.',
    'Кіру тәсілі: manual, otp немесе social.',
  ],
  verification_type_enum: [
    'verification type must be phone or email.',
    'Способ подтверждения: телефон или e-mail.',
    'Растау тәсілі: телефон немесе e-mail.',
  ],
  medium_enum: [
    'medium must be google, facebook or apple.',
    'Сервис входа: google, facebook или apple.',
    'Кіру қызметі: google, facebook немесе apple.',
  ],
  verified_enum: ['verified must be yes or no.', 'verified — yes или no.', 'verified — yes немесе no.'],
  field_type_enum: [
    'field_type must be email or phone.',
    'field_type — email или phone.',
    'field_type — email немесе phone.',
  ],
  is_reset_token_enum: [
    'is_reset_token must be 0, 1, true or false.',
    'is_reset_token — 0, 1, true или false.',
    'is_reset_token — 0, 1, true немесе false.',
  ],
  session_info_required: [
    'session_info is required.',
    'Нет данных сессии (session_info).',
    'Сессия деректері (session_info) жоқ.',
  ],
  session_info_camel_required: [
    'sessionInfo is required.',
    'Нет данных сессии (sessionInfo).',
    'Сессия деректері (sessionInfo) жоқ.',
  ],
  token_required: ['token is required.', 'Нет токена входа.', 'Кіру токені жоқ.'],
  medium_required: ['medium is required.', 'Выберите сервис входа.', 'Кіру қызметін таңдаңыз.'],
  confirm_password_required: ['Confirm password is required', 'Подтвердите пароль', 'Құпиясөзді растаңыз'],
  phone_invalid: [
    'Must be a valid phone number',
    'Введите корректный номер телефона',
    'Дұрыс телефон нөмірін енгізіңіз',
  ],
  phone_min_10: [
    'Phone number must be at least 10 digits',
    'Номер телефона — не меньше 10 цифр',
    'Телефон нөмірі кемінде 10 цифр болуы керек',
  ],

  // storage
  storage_folder_unknown: ['Unknown storage folder.', 'Неизвестная папка хранилища.', 'Белгісіз сақтау қалтасы.'],
  file_name_invalid: ['Invalid file name.', 'Недопустимое имя файла.', 'Файл атауы жарамсыз.'],

  // not found
  not_found: ['{what} not found.', 'Не найдено: {what}.', 'Табылмады: {what}.'],
  address_not_found: ['Address not found.', 'Адрес не найден.', 'Мекенжай табылмады.'],
  user_not_found: ['User not found.', 'Пользователь не найден.', 'Пайдаланушы табылмады.'],
  category_not_found: ['Category not found.', 'Категория не найдена.', 'Санат табылмады.'],
  campaign_item_not_found: ['Campaign item not found.', 'Товар акции не найден.', 'Акция тауары табылмады.'],
  item_not_found: ['Item not found.', 'Товар не найден.', 'Тауар табылмады.'],
  store_not_found: ['Store not found.', 'Магазин не найден.', 'Дүкен табылмады.'],
  conversation_not_found: ['Conversation not found.', 'Переписка не найдена.', 'Хат алмасу табылмады.'],
  place_not_found: ['Place not found.', 'Место не найдено.', 'Орын табылмады.'],
  order_not_found: ['Order not found.', 'Заказ не найден.', 'Тапсырыс табылмады.'],
  page_not_found: ['Page not found.', 'Страница не найдена.', 'Бет табылмады.'],
  parcel_category_not_found: [
    'Parcel category not found.',
    'Категория посылки не найдена.',
    'Сәлемдеме санаты табылмады.',
  ],
  zone_not_found: ['Zone not found.', 'Зона не найдена.', 'Аймақ табылмады.'],
  file_not_found: ['File not found.', 'Файл не найден.', 'Файл табылмады.'],
  cart_item_not_found: ['Cart item not found.', 'Товар в корзине не найден.', 'Себеттегі тауар табылмады.'],
  trip_not_found: ['Trip not found.', 'Поездка не найдена.', 'Сапар табылмады.'],
  vehicle_not_found: ['Vehicle not found.', 'Автомобиль не найден.', 'Көлік табылмады.'],
  cart_not_found: ['Cart not found.', 'Корзина не найдена.', 'Себет табылмады.'],
  provider_not_found: ['Provider not found.', 'Партнёр не найден.', 'Серіктес табылмады.'],
  wishlist_entry_not_found: ['Wishlist entry not found.', 'В избранном этого нет.', 'Таңдаулыларда бұл жоқ.'],
  payment_not_found: ['Payment not found.', 'Платёж не найден.', 'Төлем табылмады.'],
  referrer_not_found: ['Referrer code not found.', 'Код приглашения не найден.', 'Шақыру коды табылмады.'],
  phone_not_found: ['Phone number not found.', 'Номер телефона не найден.', 'Телефон нөмірі табылмады.'],
  email_not_found: ['Email not found.', 'E-mail не найден.', 'E-mail табылмады.'],
  payment_unknown: ['Unknown payment.', 'Неизвестный платёж.', 'Белгісіз төлем.'],
  category_unknown: ['Unknown category.', 'Неизвестная категория.', 'Белгісіз санат.'],
  variation_unknown: ['Unknown variation.', 'Неизвестный вариант.', 'Белгісіз нұсқа.'],
  guest_unknown: ['Unknown guest_id.', 'Неизвестный гость.', 'Белгісіз қонақ.'],

  // sign-in, sign-up, sessions
  credentials_mismatch: ['Credentials do not match.', 'Неверный логин или пароль.', 'Логин немесе құпиясөз қате.'],
  account_inactive: [
    'Your account is inactive. Please contact support.',
    'Ваш аккаунт неактивен. Обратитесь в поддержку.',
    'Аккаунтыңыз белсенді емес. Қолдау қызметіне хабарласыңыз.',
  ],
  token_expired: [
    'Your token has been expired. Please login again.',
    'Сессия истекла. Войдите снова.',
    'Сессия мерзімі өтті. Қайта кіріңіз.',
  ],
  login_required: [
    'You must be login to access this page.',
    'Войдите, чтобы открыть эту страницу.',
    'Бұл бетті ашу үшін кіріңіз.',
  ],
  not_logged_in: ['You are not logged in', 'Вы не вошли в аккаунт', 'Сіз аккаунтқа кірмегенсіз'],
  manual_login_off: ['Manual login is not enabled.', 'Вход по паролю отключён.', 'Құпиясөзбен кіру өшірулі.'],
  otp_login_off: ['OTP login is not enabled.', 'Вход по коду отключён.', 'Кодпен кіру өшірулі.'],
  social_login_off: [
    'Social login is not enabled.',
    'Вход через соцсети отключён.',
    'Әлеуметтік желі арқылы кіру өшірулі.',
  ],
  social_login_unconfigured: [
    'social login is not configured',
    'Вход через соцсети не настроен',
    'Әлеуметтік желі арқылы кіру бапталмаған',
  ],
  social_medium_unconfigured: [
    'Sign-in with {medium} is not configured.',
    'Вход через {medium} не настроен.',
    '{medium} арқылы кіру бапталмаған.',
  ],
  social_medium_unavailable: [
    'Sign-in with {medium} is unavailable right now. Please try again later.',
    'Вход через {medium} сейчас недоступен. Попробуйте позже.',
    '{medium} арқылы кіру қазір қолжетімсіз. Кейінірек қайталаңыз.',
  ],
  social_token_invalid: [
    'The social login token could not be verified.',
    'Не удалось проверить вход через соцсеть.',
    'Әлеуметтік желі арқылы кіруді тексеру мүмкін болмады.',
  ],
  social_email_mismatch: [
    'The email does not match the social account.',
    'E-mail не совпадает с аккаунтом соцсети.',
    'E-mail әлеуметтік желі аккаунтына сәйкес келмейді.',
  ],
  email_used_elsewhere: [
    'This email is already used by another account.',
    'Этот e-mail уже используется другим аккаунтом.',
    'Бұл e-mail басқа аккаунтта қолданылып тұр.',
  ],
  email_taken: ['The email has already been taken.', 'Этот e-mail уже занят.', 'Бұл e-mail бос емес.'],
  phone_taken: ['The phone has already been taken.', 'Этот номер телефона уже занят.', 'Бұл телефон нөмірі бос емес.'],
  complete_profile: ['Please complete your profile.', 'Заполните профиль.', 'Профиліңізді толтырыңыз.'],
  verify_phone: ['Please verify your phone number.', 'Подтвердите номер телефона.', 'Телефон нөміріңізді растаңыз.'],
  verify_email: ['Please verify your email.', 'Подтвердите e-mail.', 'E-mail-ды растаңыз.'],
  verify_phone_first: [
    'Please verify your phone number first.',
    'Сначала подтвердите номер телефона.',
    'Алдымен телефон нөміріңізді растаңыз.',
  ],
  otp_sent: ['OTP sent successfully.', 'Код отправлен.', 'Код жіберілді.'],
  otp_sent_phone: ['OTP sent to your phone.', 'Код отправлен на ваш телефон.', 'Код телефоныңызға жіберілді.'],
  otp_sent_email: ['OTP sent to your email.', 'Код отправлен на ваш e-mail.', 'Код e-mail-ыңызға жіберілді.'],
  otp_verified_reset: [
    'OTP verified. You can set a new password.',
    'Код подтверждён. Задайте новый пароль.',
    'Код расталды. Жаңа құпиясөз орнатыңыз.',
  ],
  phone_verified: ['Phone number verified.', 'Номер телефона подтверждён.', 'Телефон нөмірі расталды.'],
  otp_found: ['OTP found, you can proceed.', 'Код верный, можно продолжать.', 'Код дұрыс, жалғастыра беріңіз.'],
  otp_expired: [
    'OTP has expired or was not requested. Please request a new code.',
    'Код истёк или не запрашивался. Запросите новый код.',
    'Кодтың мерзімі өтті немесе ол сұралмаған. Жаңа код сұраңыз.',
  ],
  otp_too_many: [
    'Too many wrong attempts. Please request a new code.',
    'Слишком много неверных попыток. Запросите новый код.',
    'Қате әрекет тым көп. Жаңа код сұраңыз.',
  ],
  otp_mismatch: ['OTP does not match.', 'Неверный код.', 'Код қате.'],
  // issue 37: contact changes with proof, outbound message caps
  contacts_one_at_a_time: [
    'Change your e-mail and your phone one at a time.',
    'Меняйте e-mail и телефон по очереди.',
    'E-mail мен телефонды кезекпен өзгертіңіз.',
  ],
  outbound_refused: [
    'Too many messages have been sent. Please try again later.',
    'Отправлено слишком много сообщений. Повторите попытку позже.',
    'Тым көп хабар жіберілді. Кейінірек қайталап көріңіз.',
  ],
  reset_channel_off: [
    'Password reset by {channel} is not available.',
    'Сброс пароля этим способом ({channel}) недоступен.',
    'Құпиясөзді бұл тәсілмен ({channel}) қалпына келтіру қолжетімсіз.',
  ],
  password_changed: ['Password changed successfully.', 'Пароль изменён.', 'Құпиясөз өзгертілді.'],
  logout_done: ['Logout successful', 'Вы вышли из аккаунта', 'Аккаунттан шықтыңыз'],
  guest_or_sign_in: [
    'A guest_id or a sign-in is required.',
    'Нужен гостевой идентификатор или вход в аккаунт.',
    'Қонақ идентификаторы немесе аккаунтқа кіру қажет.',
  ],

  // profile, addresses, wishlist, subscriptions
  saved: ['Successfully added!', 'Добавлено!', 'Қосылды!'],
  updated: ['Successfully updated!', 'Сохранено!', 'Сақталды!'],
  removed: ['Successfully removed!', 'Удалено!', 'Жойылды!'],
  verified_phone_locked: [
    'A verified phone number cannot be changed.',
    'Подтверждённый номер телефона изменить нельзя.',
    'Расталған телефон нөмірін өзгертуге болмайды.',
  ],
  account_deleted: ['Account has been deleted', 'Аккаунт удалён', 'Аккаунт жойылды'],
  guests_no_addresses: [
    'Guests cannot save addresses. Please sign in.',
    'Гости не могут сохранять адреса. Войдите в аккаунт.',
    'Қонақтар мекенжай сақтай алмайды. Аккаунтқа кіріңіз.',
  ],
  area_unserved: [
    'Service not available in this area',
    'В этом районе сервис недоступен',
    'Бұл аймақта қызмет қолжетімсіз',
  ],
  subscribed: ['Subscribed Successfully', 'Вы подписались на рассылку', 'Жаңалықтарға жазылдыңыз'],
  wishlist_added: ['Successfully added to your wishlist.', 'Добавлено в избранное.', 'Таңдаулыларға қосылды.'],
  wishlist_exists: ['Already in your wishlist.', 'Уже в избранном.', 'Таңдаулыларда бар.'],
  wishlist_removed: ['Successfully removed from your wishlist.', 'Удалено из избранного.', 'Таңдаулылардан жойылды.'],
  wishlist_vehicle_target: [
    'vehicle_id or provider_id is required.',
    'Укажите автомобиль или партнёра.',
    'Көлікті немесе серіктесті көрсетіңіз.',
  ],
  wishlist_item_target: [
    'item_id or store_id is required.',
    'Укажите товар или магазин.',
    'Тауарды немесе дүкенді көрсетіңіз.',
  ],

  // chat
  conversation_id_invalid: [
    'conversation_id must be a positive integer.',
    'Неверный идентификатор переписки.',
    'Хат алмасу идентификаторы қате.',
  ],
  conversation_id_required: ['conversation_id is required.', 'Укажите переписку.', 'Хат алмасуды көрсетіңіз.'],
  receiver_type_enum: [
    'receiver_type must be admin or store.',
    'Получатель — поддержка (admin) или магазин (store).',
    'Алушы — қолдау қызметі (admin) немесе дүкен (store).',
  ],
  chat_message_too_long: [
    'The message may not be longer than 2000 characters.',
    'Сообщение — не длиннее 2000 символов.',
    'Хабарлама 2000 таңбадан аспауы керек.',
  ],
  chat_message_empty: [
    'Write a message or attach an image.',
    'Напишите сообщение или прикрепите изображение.',
    'Хабарлама жазыңыз немесе сурет тіркеңіз.',
  ],
  chat_receiver_required: [
    'receiver_id is required for a store.',
    'Укажите магазин-получатель.',
    'Алушы дүкенді көрсетіңіз.',
  ],
  chat_sent: ['Message sent.', 'Сообщение отправлено.', 'Хабарлама жіберілді.'],

  // loyalty, wallet, payments
  loyalty_off: ['Loyalty points are not enabled.', 'Бонусные баллы отключены.', 'Бонус ұпайлары өшірулі.'],
  point_required: ['point is required.', 'Укажите количество баллов.', 'Ұпай санын көрсетіңіз.'],
  points_whole: [
    'Points must be a positive whole number.',
    'Баллы — целое положительное число.',
    'Ұпай оң бүтін сан болуы керек.',
  ],
  points_minimum: [
    'The minimum is {points} points.',
    'Минимум баллов для обмена: {points}.',
    'Айырбастауға ең аз ұпай: {points}.',
  ],
  points_too_few: ['Too few points to convert.', 'Недостаточно баллов для обмена.', 'Айырбастауға ұпай жеткіліксіз.'],
  points_not_enough: ['You do not have enough points.', 'У вас недостаточно баллов.', 'Ұпайыңыз жеткіліксіз.'],
  points_converted: ['Points converted to your wallet.', 'Баллы переведены в кошелёк.', 'Ұпайлар әмиянға аударылды.'],
  wallet_off: ['The wallet is not enabled.', 'Кошелёк отключён.', 'Әмиян өшірулі.'],
  wallet_turned_off: ['The wallet is turned off.', 'Кошелёк отключён.', 'Әмиян өшірулі.'],
  referral_off: [
    'Referral earning is not enabled.',
    'Реферальная программа отключена.',
    'Шақыру бағдарламасы өшірулі.',
  ],
  wallet_balance_low: [
    'Your wallet balance is not enough for this order.',
    'На балансе кошелька недостаточно средств для этого заказа.',
    'Бұл тапсырысқа әмиян балансы жеткіліксіз.',
  ],
  amount_positive: [
    'The amount must be greater than 0.',
    'Сумма должна быть больше 0.',
    'Сома 0-ден үлкен болуы керек.',
  ],
  amount_decimals: [
    'The amount can have at most 2 decimals.',
    'В сумме — не больше двух знаков после запятой.',
    'Сомада үтірден кейін екі таңбадан аспауы керек.',
  ],
  payment_method_unavailable: [
    'This payment method is not available.',
    'Этот способ оплаты недоступен.',
    'Бұл төлем тәсілі қолжетімсіз.',
  ],
  callback_required: ['callback is required.', 'Не указан адрес возврата.', 'Қайту мекенжайы көрсетілмеген.'],
  callback_foreign: [
    'The callback must be a URL of this site.',
    'Адрес возврата должен вести на этот сайт.',
    'Қайту мекенжайы осы сайтқа апаруы керек.',
  ],
  payment_handler_missing: [
    'No payment handler for {purpose}.',
    'Нет обработчика платежа ({purpose}).',
    'Төлем өңдеушісі жоқ ({purpose}).',
  ],
  wallet_needs_sign_in: [
    'Sign in to pay with your wallet.',
    'Войдите, чтобы оплатить кошельком.',
    'Әмиянмен төлеу үшін кіріңіз.',
  ],

  // store cart, orders, parcels
  quantity_required: ['quantity is required.', 'Укажите количество.', 'Санын көрсетіңіз.'],
  quantity_min_one: ['quantity must be at least 1.', 'Количество — не меньше 1.', 'Саны кемінде 1 болуы керек.'],
  item_id_required: ['item_id is required.', 'Укажите товар.', 'Тауарды көрсетіңіз.'],
  item_id_invalid: [
    'item_id must be a positive integer.',
    'Неверный идентификатор товара.',
    'Тауар идентификаторы қате.',
  ],
  cart_id_required: ['cart_id is required.', 'Укажите позицию корзины.', 'Себет жолын көрсетіңіз.'],
  cart_id_invalid: ['cart_id must be a positive integer.', 'Неверная позиция корзины.', 'Себет жолы қате.'],
  cart_ids_required: ['cart_ids is required.', 'Укажите позиции корзины.', 'Себет жолдарын көрсетіңіз.'],
  cart_ids_list: [
    'cart_ids must list cart item ids.',
    'cart_ids — список позиций корзины.',
    'cart_ids — себет жолдарының тізімі.',
  ],
  cart_ids_list_ids: [
    'cart_ids must be a list of ids.',
    'cart_ids — список идентификаторов.',
    'cart_ids — идентификаторлар тізімі.',
  ],
  model_enum: [
    'model must be Item or ItemCampaign.',
    'model — Item или ItemCampaign.',
    'model — Item немесе ItemCampaign.',
  ],
  price_changed: [
    'The price of this item has changed. Please review it before adding.',
    'Цена товара изменилась. Проверьте её перед добавлением.',
    'Тауардың бағасы өзгерді. Қоспас бұрын тексеріңіз.',
  ],
  cart_cleared: ['Cart cleared.', 'Корзина очищена.', 'Себет тазартылды.'],
  cart_empty: ['Your cart is empty.', 'Ваша корзина пуста.', 'Себетіңіз бос.'],
  campaign_not_running: [
    'This campaign is not running.',
    'Эта акция сейчас не проводится.',
    'Бұл акция қазір өтпей жатыр.',
  ],
  order_type_enum: [
    'order_type must be delivery or take_away.',
    'Тип заказа: доставка или самовывоз.',
    'Тапсырыс түрі: жеткізу немесе алып кету.',
  ],
  order_amount_required: ['order_amount is required.', 'Укажите сумму заказа.', 'Тапсырыс сомасын көрсетіңіз.'],
  idempotency_key_invalid: [
    'The idempotency key must be 8 to 100 characters without control characters.',
    'Ключ запроса (Idempotency-Key) должен содержать от 8 до 100 символов без управляющих символов.',
    'Сұрау кілті (Idempotency-Key) басқару таңбаларынсыз 8-ден 100 таңбаға дейін болуы керек.',
  ],
  payment_method_enum: [
    'payment_method must be cash_on_delivery, wallet or digital_payment.',
    'Способ оплаты: наличными при получении, кошелёк или онлайн.',
    'Төлем тәсілі: қолма-қол, әмиян немесе онлайн.',
  ],
  payment_method_cod_only: [
    'payment_method must be cash_on_delivery.',
    'Способ оплаты — только наличными при получении.',
    'Төлем тәсілі — тек қолма-қол.',
  ],
  saved_address_sign_in: [
    'Saved addresses need a sign-in.',
    'Сохранённые адреса доступны после входа.',
    'Сақталған мекенжайлар кіргеннен кейін қолжетімді.',
  ],
  cod_off: ['Cash on delivery is not available.', 'Оплата наличными недоступна.', 'Қолма-қол төлеу қолжетімсіз.'],
  digital_off: ['Digital payment is not available.', 'Онлайн-оплата недоступна.', 'Онлайн төлеу қолжетімсіз.'],
  schedule_in_past: [
    'The scheduled time must be in the future.',
    'Время заказа должно быть в будущем.',
    'Тапсырыс уақыты болашақта болуы керек.',
  ],
  totals_changed: [
    'The order total has changed. Please review your order.',
    'Сумма заказа изменилась. Проверьте заказ.',
    'Тапсырыс сомасы өзгерді. Тапсырысты тексеріңіз.',
  ],
  cod_limit: [
    'The total amount of the order exceeds the maximum cash on delivery amount',
    'Сумма заказа превышает лимит оплаты наличными',
    'Тапсырыс сомасы қолма-қол төлеу шегінен асады',
  ],
  prescription_required: ['Please upload your prescription image', 'Загрузите фото рецепта', 'Рецепт суретін жүктеңіз'],
  order_placed: ['Order placed successfully', 'Заказ оформлен', 'Тапсырыс рәсімделді'],
  order_list_type: [
    'type must be all, running or past.',
    'Тип: all, running или past.',
    'Түрі: all, running немесе past.',
  ],
  order_id_required: ['Order id is required', 'Укажите заказ', 'Тапсырысты көрсетіңіз'],
  reason_select: ['Please select a reason.', 'Выберите причину.', 'Себебін таңдаңыз.'],
  order_not_cancellable: [
    'This order can no longer be canceled.',
    'Этот заказ уже нельзя отменить.',
    'Бұл тапсырысты енді болдырмауға болмайды.',
  ],
  order_canceled: ['Order canceled successfully', 'Заказ отменён', 'Тапсырыс болдырылмады'],
  rating_range: ['rating must be 1 to 5.', 'Оценка — от 1 до 5.', 'Баға 1-ден 5-ке дейін.'],
  review_delivered_only: [
    'Only delivered orders can be reviewed.',
    'Отзыв можно оставить только на доставленный заказ.',
    'Пікірді тек жеткізілген тапсырысқа қалдыруға болады.',
  ],
  order_reviewed: [
    'You have already reviewed this order.',
    'Вы уже оставили отзыв на этот заказ.',
    'Бұл тапсырысқа пікір қалдырғансыз.',
  ],
  review_submitted: ['Review submitted successfully', 'Отзыв отправлен', 'Пікір жіберілді'],
  store_no_delivery: ['This store does not deliver.', 'Этот магазин не доставляет.', 'Бұл дүкен жеткізбейді.'],
  store_no_take_away: [
    'This store does not offer take away.',
    'В этом магазине нет самовывоза.',
    'Бұл дүкенде алып кету жоқ.',
  ],
  coupon_invalid: ['This coupon is not valid.', 'Купон недействителен.', 'Купон жарамсыз.'],
  parcel_off: ['Parcel delivery is not available.', 'Доставка посылок недоступна.', 'Сәлемдеме жеткізу қолжетімсіз.'],
  parcel_pickup_unserved: [
    'Parcel delivery is not available at this pickup address.',
    'По этому адресу отправки доставка посылок недоступна.',
    'Бұл жіберу мекенжайынан сәлемдеме жеткізу қолжетімсіз.',
  ],
  parcel_placed: [
    'Parcel order placed successfully',
    'Заказ на доставку посылки оформлен',
    'Сәлемдеме жеткізу тапсырысы рәсімделді',
  ],

  // vehicles and trips
  trip_guest_contact: [
    'Name and Phone Number are required for a guest booking.',
    'Для бронирования без входа укажите имя и телефон.',
    'Кірмей брондау үшін аты мен телефонды көрсетіңіз.',
  ],
  pickup_in_past: [
    'Pickup time must be in the future.',
    'Время подачи должно быть в будущем.',
    'Беру уақыты болашақта болуы керек.',
  ],
  pickup_time_format: [
    'pickup_time must be YYYY-MM-DD HH:mm.',
    'Время подачи — в формате ГГГГ-ММ-ДД ЧЧ:мм.',
    'Беру уақыты ЖЖЖЖ-АА-КК СС:мм пішімінде болуы керек.',
  ],
  trip_hours_required: [
    'Choose the trip duration in hours.',
    'Выберите длительность поездки в часах.',
    'Сапар ұзақтығын сағатпен таңдаңыз.',
  ],
  trip_destination_required: [
    'Choose a destination for a distance trip.',
    'Выберите пункт назначения для поездки по расстоянию.',
    'Қашықтық бойынша сапарға баратын жерді таңдаңыз.',
  ],
  trip_status_enum: [
    'status must be running, past or all.',
    'Статус: running, past или all.',
    'Күйі: running, past немесе all.',
  ],
  reason_give: ['Please give a reason.', 'Укажите причину.', 'Себебін көрсетіңіз.'],
  trip_not_cancellable: [
    'This trip can no longer be canceled.',
    'Эту поездку уже нельзя отменить.',
    'Бұл сапарды енді болдырмауға болмайды.',
  ],
  trip_paid: ['This trip is already paid.', 'Поездка уже оплачена.', 'Сапар төленіп қойған.'],
  trip_canceled: ['This trip is canceled.', 'Поездка отменена.', 'Сапар болдырылмады.'],
  trip_review_completed_only: [
    'You can review a vehicle once the trip is completed.',
    'Отзыв об автомобиле можно оставить после завершения поездки.',
    'Көлікке пікірді сапар аяқталғаннан кейін қалдыруға болады.',
  ],
  vehicle_reviewed: [
    'You have already reviewed this vehicle.',
    'Вы уже оставили отзыв об этом автомобиле.',
    'Бұл көлікке пікір қалдырғансыз.',
  ],
  location_name_required: ['location_name is required.', 'Укажите название места.', 'Орын атауын көрсетіңіз.'],
  estimated_hours_whole: [
    'estimated_hours must be a whole number of hours.',
    'Длительность — целое число часов.',
    'Ұзақтығы — бүтін сағат саны.',
  ],
  distance_km: ['distance must be a number of km.', 'Расстояние — число километров.', 'Қашықтық — километр саны.'],
  pickup_lat: [
    'pickup_lat must be a latitude.',
    'pickup_lat — широта места подачи.',
    'pickup_lat — беру орнының ендігі.',
  ],
  pickup_lng: [
    'pickup_lng must be a longitude.',
    'pickup_lng — долгота места подачи.',
    'pickup_lng — беру орнының бойлығы.',
  ],
  pickup_point_pair: [
    'pickup_lat and pickup_lng go together.',
    'pickup_lat и pickup_lng указываются вместе.',
    'pickup_lat пен pickup_lng бірге көрсетіледі.',
  ],
  trip_type_conflict: [
    'The cart holds vehicles for another trip type: change the trip type first.',
    'В корзине автомобили для другого типа поездки: сначала смените тип поездки.',
    'Себетте басқа сапар түріне арналған көліктер бар: алдымен сапар түрін өзгертіңіз.',
  ],
  pickup_location_required: ['pickup_location is required.', 'Укажите место подачи.', 'Беру орнын көрсетіңіз.'],

  // seller and driver applications
  application_exists: [
    'An application with this email is already under review.',
    'Заявка с этим e-mail уже на рассмотрении.',
    'Осы e-mail-мен өтінім қаралып жатыр.',
  ],
  application_received: ['Your application has been received.', 'Ваша заявка принята.', 'Өтініміңіз қабылданды.'],
  interests_updated: ['Interests updated.', 'Интересы сохранены.', 'Қызығушылықтар сақталды.'],

  // database safety net, input guard (issue 21)
  invalid_value: ['A value in the request is not valid.', 'Значение в запросе недопустимо.', 'Сұраудағы мән жарамсыз.'],
  data_conflict: [
    'The request conflicts with the current data.',
    'Запрос противоречит текущим данным.',
    'Сұрау ағымдағы деректерге қайшы келеді.',
  ],
  control_characters: [
    'The {field} field must not contain control characters.',
    'Поле {field} не должно содержать управляющих символов.',
    '{field} өрісінде басқару таңбалары болмауы керек.',
  ],
  destination_time_whole: [
    'destination_time must be a whole number.',
    'Время прибытия — целое число.',
    'Келу уақыты бүтін сан болуы керек.',
  ],
  prescription_needs_cart: [
    'Add the items to your cart before uploading a prescription.',
    'Добавьте товары в корзину, прежде чем загружать рецепт.',
    'Рецептті жүктемес бұрын тауарларды себетке қосыңыз.',
  ],

  // payments through a gateway (issue 21)
  gateway_unknown: ['Unknown gateway.', 'Неизвестный платёжный шлюз.', 'Белгісіз төлем шлюзі.'],
  gateway_not_found: ['Payment gateway not found.', 'Платёжный шлюз не найден.', 'Төлем шлюзі табылмады.'],
  callback_signature_invalid: [
    'The callback signature is not valid.',
    'Подпись уведомления недействительна.',
    'Хабарлама қолтаңбасы жарамсыз.',
  ],
  callback_signature_expired: [
    'The callback signature has expired.',
    'Срок действия подписи уведомления истёк.',
    'Хабарлама қолтаңбасының мерзімі өтті.',
  ],
  callback_body_invalid: [
    'The callback body is not valid.',
    'Тело уведомления некорректно.',
    'Хабарлама денесі жарамсыз.',
  ],
  paid_amount_mismatch: [
    'The paid amount is not the amount of this payment.',
    'Оплаченная сумма не совпадает с суммой платежа.',
    'Төленген сома осы төлемнің сомасына сәйкес келмейді.',
  ],

  // trips (issue 20)
  trip_completed: ['This trip is already completed.', 'Эта поездка уже завершена.', 'Бұл сапар аяқталған.'],

  // operations: operator API, health (issue 25)
  operator_key_required: [
    'A valid operator key is required.',
    'Нужен действительный ключ оператора.',
    'Жарамды оператор кілті қажет.',
  ],
  status_transition: [
    '{what} in status {from} cannot move to {to}.',
    '{what}: из статуса {from} нельзя перейти в {to}.',
    '{what}: {from} мәртебесінен {to} мәртебесіне өту мүмкін емес.',
  ],
  instance_draining: [
    'This instance is shutting down.',
    'Этот экземпляр сервера останавливается.',
    'Бұл сервер данасы тоқтап жатыр.',
  ],
  migrations_pending: [
    'Migrations not applied: {names}.',
    'Не применены миграции: {names}.',
    'Қолданылмаған миграциялар: {names}.',
  ],
  database_unavailable: ['The database is not reachable.', 'База данных недоступна.', 'Дерекқор қолжетімсіз.'],

  // orders: one key, one request (issue 37.7)
  idempotency_key_reused: [
    'This Idempotency-Key was already used for a different request. Send a new key with a changed request.',
    'Этот ключ Idempotency-Key уже использован для другого запроса. Для изменённого запроса нужен новый ключ.',
    'Бұл Idempotency-Key кілті басқа сұрауға қолданылған. Өзгертілген сұрауға жаңа кілт жіберіңіз.',
  ],
  // a request the database could not serve (restarting, unreachable, too slow): 503 with Retry-After (issue 38)
  service_briefly_unavailable: [
    'The service is briefly unavailable. Please try again in a few seconds.',
    'Сервис ненадолго недоступен. Повторите попытку через несколько секунд.',
    'Қызмет қысқа уақытқа қолжетімсіз. Бірнеше секундтан кейін қайталап көріңіз.',
  ],
  // issue 45: surge prices, cashback, tax, the vehicle cart's reset, reviews by plan
  surge_price_not_found: [
    'Surge price not found.',
    'Правило повышенного тарифа не найдено.',
    'Жоғары тариф ережесі табылмады.',
  ],
  surge_price_removed: ['Surge price removed.', 'Правило повышенного тарифа удалено.', 'Жоғары тариф ережесі жойылды.'],
  surge_zone_module: [
    'This zone does not offer this module.',
    'В этой зоне нет этого модуля.',
    'Бұл аймақта бұл модуль жоқ.',
  ],
  surge_price_type: [
    'price_type must be percent or fixed.',
    'Поле price_type: percent или fixed.',
    'price_type өрісі: percent немесе fixed.',
  ],
  surge_price_value: [
    'price must be a number greater than 0.',
    'Поле price должно быть числом больше 0.',
    'price өрісі 0-ден үлкен сан болуы керек.',
  ],
  surge_duration_type: [
    'duration_type must be daily, weekly or custom.',
    'Поле duration_type: daily, weekly или custom.',
    'duration_type өрісі: daily, weekly немесе custom.',
  ],
  surge_name_required: ['name is required.', 'Укажите название (name).', 'Атауын (name) көрсетіңіз.'],
  field_date: [
    '{field} must be a date YYYY-MM-DD.',
    'Поле {field} — дата ГГГГ-ММ-ДД.',
    '{field} өрісі — ЖЖЖЖ-АА-КК күні.',
  ],
  field_time: ['{field} must be a time HH:mm.', 'Поле {field} — время ЧЧ:мм.', '{field} өрісі — СС:мм уақыты.'],
  date_time_invalid: [
    'date_time must be a date and time.',
    'Поле date_time должно быть датой и временем.',
    'date_time өрісі күн мен уақыт болуы керек.',
  ],
  amount_required: ['amount is required.', 'Укажите сумму (amount).', 'Соманы (amount) көрсетіңіз.'],
  amount_min_zero: [
    'amount must be a number of at least 0.',
    'Сумма (amount) должна быть числом не меньше 0.',
    'Сома (amount) 0-ден кем емес сан болуы керек.',
  ],
  duration_value_invalid: [
    'durationValue must be a whole number of hours.',
    'Поле durationValue — целое число часов.',
    'durationValue өрісі — сағаттың бүтін саны.',
  ],
  date_value_invalid: [
    'dateValue must be YYYY-MM-DD or YYYY-MM-DD HH:mm.',
    'Поле dateValue: ГГГГ-ММ-ДД или ГГГГ-ММ-ДД ЧЧ:мм.',
    'dateValue өрісі: ЖЖЖЖ-АА-КК немесе ЖЖЖЖ-АА-КК СС:мм.',
  ],
  remove_cart_vehicle_required: [
    'vehicle_id is required with {field}.',
    'С полем {field} нужен vehicle_id.',
    '{field} өрісімен бірге vehicle_id қажет.',
  ],
  // SPEC §8, verbatim in English
  review_plan: [
    'this store is not having any review plan.',
    'У этого магазина нет тарифа с отзывами.',
    'Бұл дүкеннің пікірлер тарифі жоқ.',
  ],
  // the operator's view of the outbox (issue 39)
  outbox_message_not_found: ['Message not found.', 'Сообщение не найдено.', 'Хабарлама табылмады.'],
  outbox_failed_not_found: [
    'Failed message not found.',
    'Неотправленное сообщение не найдено.',
    'Жіберілмеген хабарлама табылмады.',
  ],
  // Web Push: the customer's push token (issue 45.2)
  push_unavailable: [
    'Push notifications are not available.',
    'Push-уведомления недоступны.',
    'Push-хабарландырулар қолжетімсіз.',
  ],
  push_endpoint_invalid: [
    'The push subscription endpoint is not at a known push service.',
    'Адрес подписки на уведомления не принадлежит известной службе push-уведомлений.',
    'Хабарландыру жазылымының мекенжайы белгілі push қызметіне тиесілі емес.',
  ],
  push_keys_invalid: [
    'The push subscription keys are not valid.',
    'Ключи подписки на уведомления неверны.',
    'Хабарландыру жазылымының кілттері жарамсыз.',
  ],
  push_on: [
    'Push notifications are on.',
    'Уведомления в этом браузере включены.',
    'Осы браузердегі хабарландырулар қосулы.',
  ],
  push_off: [
    'Push notifications are off.',
    'Уведомления в этом браузере выключены.',
    'Осы браузердегі хабарландырулар өшірулі.',
  ],
  // the page server's question about a page (issue 41)
  seo_page_path: [
    'path must be a page path starting with /.',
    'Укажите путь страницы, начинающийся с /.',
    '/ таңбасынан басталатын бет жолын көрсетіңіз.',
  ],
  // a rotated Web Push subscription replaced by the service worker (issue 40, pushsubscriptionchange)
  push_renew_unknown: [
    'The push subscription to replace was not found.',
    'Заменяемая подписка на уведомления не найдена.',
    'Ауыстырылатын хабарландыру жазылымы табылмады.',
  ],
  // the site search's query (issue 41)
  site_search_q: [
    'q must be 1 to 100 characters of text.',
    'Запрос поиска — от 1 до 100 символов текста.',
    'Іздеу сұранысы — 1-ден 100-ге дейін мәтін таңбасы.',
  ],
  site_search_limit: [
    'limit must be a whole number from 1 to 20.',
    'limit — целое число от 1 до 20.',
    'limit — 1-ден 20-ға дейінгі бүтін сан.',
  ],
  // a device's recently viewed ids (issue 41)
  recently_viewed_ids: [
    '{field} must be up to 12 ids separated by commas.',
    'Поле {field} — до 12 номеров через запятую.',
    '{field} өрісі — үтір арқылы 12-ге дейін нөмір.',
  ],
  // issue 45.4: the token verify-phone exchanges a reset code for
  reset_token_refused: [
    'The reset link has expired or was already used. Please start again.',
    'Ссылка для сброса устарела или уже использована. Начните заново.',
    'Қалпына келтіру сілтемесінің мерзімі өтті немесе ол қолданылған. Қайта бастаңыз.',
  ],
  // issue 45.4: reCAPTCHA before a code is sent, when configured
  recaptcha_missing: [
    'Please complete the reCAPTCHA check.',
    'Пройдите проверку reCAPTCHA.',
    'reCAPTCHA тексерісінен өтіңіз.',
  ],
  recaptcha_failed: [
    'The reCAPTCHA check failed. Please try again.',
    'Проверка reCAPTCHA не пройдена. Попробуйте ещё раз.',
    'reCAPTCHA тексерісі өтпеді. Қайталап көріңіз.',
  ],
  recaptcha_unavailable: [
    'The reCAPTCHA check could not be completed. Please try again.',
    'Не удалось выполнить проверку reCAPTCHA. Попробуйте ещё раз.',
    'reCAPTCHA тексерісін орындау мүмкін болмады. Қайталап көріңіз.',
  ],
} as const satisfies Record<string, Texts>;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;
