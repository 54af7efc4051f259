import type { LatLng } from '../schema';

/** Approximate city outlines (lat/lng), good enough to tell the three cities apart. */
export const demoZones: {
  key: 'almaty' | 'astana' | 'moscow';
  name: string;
  display_name: string;
  en: string;
  kz: string;
  utc_offset_minutes: number;
  polygon: LatLng[];
  increased: { status: number; fee_x100: number; message: string | null };
}[] = [
  {
    key: 'almaty',
    name: 'Almaty',
    display_name: 'Алматы',
    en: 'Almaty',
    kz: 'Алматы',
    utc_offset_minutes: 300,
    polygon: [
      { lat: 43.405, lng: 76.74 },
      { lat: 43.41, lng: 76.95 },
      { lat: 43.38, lng: 77.12 },
      { lat: 43.2, lng: 77.13 },
      { lat: 43.13, lng: 77.08 },
      { lat: 43.14, lng: 76.82 },
      { lat: 43.2, lng: 76.73 },
    ],
    increased: { status: 0, fee_x100: 0, message: null },
  },
  {
    key: 'astana',
    name: 'Astana',
    display_name: 'Астана',
    en: 'Astana',
    kz: 'Астана',
    utc_offset_minutes: 300,
    polygon: [
      { lat: 51.25, lng: 71.25 },
      { lat: 51.26, lng: 71.6 },
      { lat: 51.1, lng: 71.65 },
      { lat: 50.99, lng: 71.55 },
      { lat: 51.0, lng: 71.3 },
    ],
    increased: { status: 1, fee_x100: 1000, message: 'Повышенный тариф из-за погоды' },
  },
  {
    key: 'moscow',
    name: 'Moscow',
    display_name: 'Москва',
    en: 'Moscow',
    kz: 'Мәскеу',
    utc_offset_minutes: 180,
    polygon: [
      { lat: 55.92, lng: 37.4 },
      { lat: 55.91, lng: 37.7 },
      { lat: 55.83, lng: 37.86 },
      { lat: 55.66, lng: 37.84 },
      { lat: 55.57, lng: 37.6 },
      { lat: 55.63, lng: 37.38 },
      { lat: 55.77, lng: 37.35 },
    ],
    increased: { status: 0, fee_x100: 0, message: null },
  },
];

/** The gazetteer behind place search and reverse geocoding: real places, approximate coordinates. */
export const demoPlaces: { ru: string; en: string; kz?: string; address: string; en_address: string; lat: number; lng: number }[] = [
  { ru: 'Площадь Республики', en: 'Republic Square', kz: 'Республика алаңы', address: 'пр. Назарбаева, Алматы', en_address: 'Nazarbayev Ave, Almaty', lat: 43.238, lng: 76.9452 },
  { ru: 'Медеу', en: 'Medeu', kz: 'Медеу', address: 'ул. Горная, Алматы', en_address: 'Gornaya St, Almaty', lat: 43.1575, lng: 77.059 },
  { ru: 'Кок-Тобе', en: 'Kok-Tobe', kz: 'Көктөбе', address: 'ул. Омарова, Алматы', en_address: 'Omarov St, Almaty', lat: 43.2331, lng: 76.975 },
  { ru: 'Зелёный базар', en: 'Green Bazaar', kz: 'Көк базар', address: 'ул. Жибек Жолы 53, Алматы', en_address: '53 Zhibek Zholy St, Almaty', lat: 43.264, lng: 76.9545 },
  { ru: 'ТРЦ Mega Alma-Ata', en: 'Mega Alma-Ata Mall', address: 'ул. Розыбакиева 247А, Алматы', en_address: '247A Rozybakiev St, Almaty', lat: 43.2015, lng: 76.8925 },
  { ru: 'ТРЦ Dostyk Plaza', en: 'Dostyk Plaza Mall', address: 'мкр. Самал-2 111, Алматы', en_address: 'Samal-2 111, Almaty', lat: 43.233, lng: 76.957 },
  { ru: 'Аэропорт Алматы', en: 'Almaty Airport', kz: 'Алматы әуежайы', address: 'ул. Майлина 2, Алматы', en_address: '2 Mailin St, Almaty', lat: 43.3521, lng: 77.0405 },
  { ru: 'Парк 28 панфиловцев', en: 'Panfilov Park', kz: '28 панфиловшылар саябағы', address: 'ул. Гоголя, Алматы', en_address: 'Gogol St, Almaty', lat: 43.2587, lng: 76.9537 },
  { ru: 'Арбат (Жибек Жолы)', en: 'Arbat (Zhibek Zholy)', address: 'ул. Жибек Жолы, Алматы', en_address: 'Zhibek Zholy St, Almaty', lat: 43.262, lng: 76.942 },
  { ru: 'ТРЦ Esentai Mall', en: 'Esentai Mall', address: 'пр. Аль-Фараби 77/8, Алматы', en_address: '77/8 Al-Farabi Ave, Almaty', lat: 43.218, lng: 76.928 },
  { ru: 'Вокзал Алматы-2', en: 'Almaty-2 Railway Station', kz: 'Алматы-2 вокзалы', address: 'ул. Абылай хана 1, Алматы', en_address: '1 Abylai Khan Ave, Almaty', lat: 43.2734, lng: 76.9388 },
  { ru: 'Центральный стадион', en: 'Central Stadium', kz: 'Орталық стадион', address: 'ул. Абая 48, Алматы', en_address: '48 Abai Ave, Almaty', lat: 43.237, lng: 76.9175 },
  { ru: 'Ботанический сад', en: 'Botanical Garden', kz: 'Ботаникалық бақ', address: 'ул. Тимирязева 36, Алматы', en_address: '36 Timiryazev St, Almaty', lat: 43.2245, lng: 76.9135 },
  { ru: 'Монумент Байтерек', en: 'Bayterek Tower', kz: 'Бәйтерек', address: 'бул. Нуржол 14, Астана', en_address: '14 Nurzhol Blvd, Astana', lat: 51.1283, lng: 71.4305 },
  { ru: 'ТРЦ Хан Шатыр', en: 'Khan Shatyr', kz: 'Хан Шатыр', address: 'пр. Туран 37, Астана', en_address: '37 Turan Ave, Astana', lat: 51.1324, lng: 71.4036 },
  { ru: 'Ак Орда', en: 'Ak Orda', kz: 'Ақорда', address: 'ул. Мангилик Ел, Астана', en_address: 'Mangilik El Ave, Astana', lat: 51.1259, lng: 71.4463 },
  { ru: 'Мечеть Хазрет Султан', en: 'Hazrat Sultan Mosque', kz: 'Әзірет Сұлтан мешіті', address: 'пр. Тауелсиздик, Астана', en_address: 'Tauelsizdik Ave, Astana', lat: 51.1256, lng: 71.4718 },
  { ru: 'Дворец мира и согласия', en: 'Palace of Peace and Reconciliation', kz: 'Бейбітшілік және келісім сарайы', address: 'пр. Тауелсиздик 57, Астана', en_address: '57 Tauelsizdik Ave, Astana', lat: 51.123, lng: 71.4632 },
  { ru: 'EXPO', en: 'EXPO', kz: 'EXPO', address: 'пр. Мангилик Ел 55, Астана', en_address: '55 Mangilik El Ave, Astana', lat: 51.0893, lng: 71.4158 },
  { ru: 'Аэропорт Астана', en: 'Astana Airport', kz: 'Астана әуежайы', address: 'ул. Шарль де Голль 2, Астана', en_address: '2 Charles de Gaulle St, Astana', lat: 51.0222, lng: 71.4669 },
  { ru: 'Вокзал Нурлы Жол', en: 'Nurly Zhol Station', kz: 'Нұрлы Жол вокзалы', address: 'ул. Тауелсиздик 1, Астана', en_address: '1 Tauelsizdik St, Astana', lat: 51.1123, lng: 71.532 },
  { ru: 'ТРЦ Mega Silk Way', en: 'Mega Silk Way Mall', address: 'пр. Кабанбай батыра 62, Астана', en_address: '62 Kabanbay Batyr Ave, Astana', lat: 51.089, lng: 71.407 },
  { ru: 'Астана Арена', en: 'Astana Arena', kz: 'Астана Арена', address: 'пр. Туран 48, Астана', en_address: '48 Turan Ave, Astana', lat: 51.1082, lng: 71.4025 },
  { ru: 'Набережная Есиля', en: 'Yesil Embankment', kz: 'Есіл жағалауы', address: 'наб. Есиль, Астана', en_address: 'Yesil Embankment, Astana', lat: 51.156, lng: 71.43 },
  { ru: 'Красная площадь', en: 'Red Square', kz: 'Қызыл алаң', address: 'Красная пл., Москва', en_address: 'Red Square, Moscow', lat: 55.7539, lng: 37.6208 },
  { ru: 'Московский Кремль', en: 'Moscow Kremlin', kz: 'Мәскеу Кремлі', address: 'Кремль, Москва', en_address: 'Kremlin, Moscow', lat: 55.752, lng: 37.6175 },
  { ru: 'ГУМ', en: 'GUM', address: 'Красная пл. 3, Москва', en_address: '3 Red Square, Moscow', lat: 55.7547, lng: 37.6215 },
  { ru: 'Парк Горького', en: 'Gorky Park', kz: 'Горький саябағы', address: 'ул. Крымский Вал 9, Москва', en_address: '9 Krymsky Val, Moscow', lat: 55.7298, lng: 37.601 },
  { ru: 'ВДНХ', en: 'VDNKh', address: 'пр. Мира 119, Москва', en_address: '119 Prospekt Mira, Moscow', lat: 55.8262, lng: 37.6377 },
  { ru: 'Москва-Сити', en: 'Moscow City', address: 'Пресненская наб. 2, Москва', en_address: '2 Presnenskaya Emb, Moscow', lat: 55.7494, lng: 37.5398 },
  { ru: 'Третьяковская галерея', en: 'Tretyakov Gallery', address: 'Лаврушинский пер. 10, Москва', en_address: '10 Lavrushinsky Ln, Moscow', lat: 55.7414, lng: 37.6208 },
  { ru: 'Старый Арбат', en: 'Old Arbat', address: 'ул. Арбат, Москва', en_address: 'Arbat St, Moscow', lat: 55.7494, lng: 37.5916 },
  { ru: 'МГУ', en: 'Moscow State University', kz: 'ММУ', address: 'Ленинские горы 1, Москва', en_address: '1 Leninskiye Gory, Moscow', lat: 55.7033, lng: 37.5302 },
  { ru: 'Казанский вокзал', en: 'Kazansky Railway Station', address: 'Комсомольская пл. 2, Москва', en_address: '2 Komsomolskaya Sq, Moscow', lat: 55.7735, lng: 37.657 },
  { ru: 'Лужники', en: 'Luzhniki Stadium', address: 'ул. Лужники 24, Москва', en_address: '24 Luzhniki St, Moscow', lat: 55.7158, lng: 37.5537 },
  { ru: 'Большой театр', en: 'Bolshoi Theatre', kz: 'Үлкен театр', address: 'Театральная пл. 1, Москва', en_address: '1 Teatralnaya Sq, Moscow', lat: 55.7601, lng: 37.6186 },
  { ru: 'Царицыно', en: 'Tsaritsyno', address: 'ул. Дольская 1, Москва', en_address: '1 Dolskaya St, Moscow', lat: 55.6158, lng: 37.682 },
  { ru: 'Патриаршие пруды', en: "Patriarch's Ponds", address: 'Малый Патриарший пер., Москва', en_address: 'Maly Patriarshy Ln, Moscow', lat: 55.7636, lng: 37.5927 },
  { ru: 'Парк Зарядье', en: 'Zaryadye Park', address: 'ул. Варварка 6, Москва', en_address: '6 Varvarka St, Moscow', lat: 55.7512, lng: 37.6284 },
  { ru: 'Останкинская телебашня', en: 'Ostankino Tower', address: 'ул. Академика Королёва 15, Москва', en_address: '15 Akademika Koroleva St, Moscow', lat: 55.8197, lng: 37.6117 },
];
