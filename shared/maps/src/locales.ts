import type { Translations } from '@mart/i18n';

const en = {
  errorTitle: 'Map failed to load',
  hintConnection: 'Check your internet connection or try again later.',
  noKey: 'The map service is not configured for this site.',
  unreachable: 'The map service could not be reached.',
  code: 'code',
  loading: 'Loading map...',
  retry: 'Try again',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
};

const ru: typeof en = {
  errorTitle: 'Ошибка загрузки карты',
  hintConnection: 'Проверьте подключение к интернету или повторите позже.',
  noKey: 'Картографический сервис не настроен для этого сайта.',
  unreachable: 'Картографический сервис недоступен.',
  code: 'код',
  loading: 'Загрузка карты...',
  retry: 'Повторить',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
};

const kz: typeof en = {
  errorTitle: 'Картаны жүктеу қатесі',
  hintConnection: 'Интернет байланысын тексеріңіз немесе кейінірек қайталаңыз.',
  noKey: 'Бұл сайт үшін карта қызметі бапталмаған.',
  unreachable: 'Карта қызметіне қосылу мүмкін болмады.',
  code: 'код',
  loading: 'Карта жүктелуде...',
  retry: 'Қайталау',
  zoomIn: 'Жақындату',
  zoomOut: 'Алыстату',
};

export const mapsTranslations: Translations = { ru, kz, en };
