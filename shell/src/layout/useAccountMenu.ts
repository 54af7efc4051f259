import { useBusValue } from '@mart/bus';
import { ACCOUNT_MENU_HREF, accountMenu, type AccountMenuKey } from '@mart/domain';

/** The SPEC §2 account menu as the site config and modules on the bus leave it. */
export function useAccountMenu(): { key: AccountMenuKey; href: string }[] {
  const config = useBusValue('config');
  const modules = useBusValue('modules');
  return accountMenu(config, modules).map((key) => ({ key, href: ACCOUNT_MENU_HREF[key] }));
}
