import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { liveVersions } from '../federation/versions';
import { Descriptions, Modal } from '@mart/ui';

/** The live version and build of every app (loaded on the first opening). */
export function AboutBuildModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const versions = liveVersions();
  const builds = useBusValue('remoteBuilds');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('about.versions')}>
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
  );
}
