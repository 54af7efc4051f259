/**
 * Issue 40.7: a phone that enters the site (a sign-up, a code sent to sign in, a contact change) must be a mobile
 * number of a country the site offers: every country of the picker (config.country_picker_status 1), else the
 * site's own. @mart/domain's checkPhone decides, as the storefront's forms do; the number is kept in E.164. The
 * contact numbers an order, a parcel or a trip carries (a courier calls them, texts go to them) pass the same check.
 */
import { checkPhone, phoneCountryMessage, phoneRuleOf } from '@mart/domain';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { translator, type Lang } from '../i18n';
import { businessSettings } from './catalog/settings';

/**
 * The number in E.164, or a 400 naming the country expected, in the request's language; `field` is the error's code
 * (the body field the number came in).
 */
export async function offeredPhone(ctx: AppContext, phone: string, lang: Lang, field = 'phone'): Promise<string> {
  const settings = await businessSettings(ctx);
  const checked = checkPhone(phone, phoneRuleOf(settings, null, lang));
  if (!checked.ok) throw badRequest(field, phoneCountryMessage(translator(lang), checked.expected, lang));
  return checked.e164;
}
