import { registerTranslations } from '@mart/i18n';
import { accountTranslations } from './locales';

// Imported by the app and by each widget: the shell may render a widget before the app's routes ever load.
registerTranslations('account', accountTranslations);
