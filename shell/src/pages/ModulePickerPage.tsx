import type { MouseEvent } from 'react';
import { bus, useBusValue, type SelectedModule } from '@mart/bus';
import { api } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { navigate, PageSkeleton, StatusPanel } from '@mart/ui';
import { useModules } from '../state/useSiteData';
import { Landing } from './Landing';
import './picker.css';

export function chooseModule(m: SelectedModule): void {
  bus.set('module', m);
  navigate('/home');
}

/** A module's home as a link: the shell opens `/home?module_id=` in that module (SPEC §2), with or without script. */
export const moduleHomeLink = (m: Pick<SelectedModule, 'id'>): string => `/home?module_id=${m.id}`;

/**
 * What /home shows until the customer picks a module (SPEC §4: picking saves it and goes to /home). Plain HTML (no
 * antd): the shell's server draws it for a first visit (src/server.tsx), so its tiles are links that work before
 * the page's code arrives.
 */
export function ModulePickerPage() {
  const { t } = useTranslation();
  const modules = useModules();
  const current = useBusValue('module');
  if (modules.isPending) return <PageSkeleton rows={6} />;
  if (modules.isError) {
    return (
      <StatusPanel
        status="500"
        title={t('errors.sorryTitle')}
        text={t('errors.generic')}
        action={{ label: t('remote.retry'), onClick: () => void modules.refetch() }}
        help
      />
    );
  }
  if (!modules.data.length) return <StatusPanel status="info" title={t('modulePicker.empty')} />;
  return (
    <Landing>
      <ModuleList modules={modules.data} current={current?.id ?? null} />
    </Landing>
  );
}

/** A plain left click picks in place; a click that opens a new tab or window follows the link. */
function pick(e: MouseEvent<HTMLAnchorElement>, m: SelectedModule): void {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  chooseModule(m);
}

function ModuleList({ modules, current }: { modules: SelectedModule[]; current: number | null }) {
  const { t } = useTranslation();
  return (
    <section className="mart-picker" aria-labelledby="module-picker-title">
      <h2 className="mart-title" id="module-picker-title">
        {t('modulePicker.title')}
      </h2>
      <ul className="mart-picker__grid">
        {modules.map((m) => (
          <li key={m.id}>
            <a
              href={moduleHomeLink(m)}
              className="mart-card mart-card--hoverable mart-picker__tile"
              aria-current={current === m.id ? 'true' : undefined}
              onClick={(e) => pick(e, m)}
            >
              {m.icon_full_url && (
                <img className="mart-picker__icon" src={api.assetUrl(m.icon_full_url)} alt="" width={96} height={96} />
              )}
              <span className="mart-card__body mart-picker__name">{m.module_name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
