import { useState } from 'react';
import { Button, Descriptions, Modal } from 'antd';
import { useTranslation } from '@mart/i18n';
import { useBusValue } from '@mart/bus';
import { liveVersions } from '../federation/versions';

/** Operators (and support) see which build of every remote this page runs. */
export function AboutBuild() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const versions = liveVersions();
  const builds = useBusValue('remoteBuilds');
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid="about-build">
        {t('about.title')}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={t('about.versions')}>
        <Descriptions column={1} size="small" bordered>
          {Object.entries(versions).map(([name, v]) => (
            <Descriptions.Item key={name} label={name}>
              <span data-testid={`version-${name}`}>{v}</span>
              {builds[name] && (
                <div data-testid={`build-${name}`}>
                  {builds[name].packageVersion} · {builds[name].builtAt}
                  {builds[name].label ? ` · ${builds[name].label}` : ''}
                </div>
              )}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Modal>
    </>
  );
}
