import { registerTranslations } from '@mart/i18n';
import { mapsTranslations } from './locales';

registerTranslations('maps', mapsTranslations);
