import { registerTranslations } from '@mart/i18n';
import { storeTranslations } from './locales';

// Imported by the app, its server render and the cart widget: the shell shows the cart drawer on routes this app
// does not own (the module picker, account pages, before any module is picked), where the app never loaded.
registerTranslations('store', storeTranslations);
