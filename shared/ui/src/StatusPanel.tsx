import type { ReactNode } from 'react';
import { i18n } from '@mart/i18n';
import { navigate } from './navigate';
import { RequestIdNote } from './RequestIdNote';
import { Button } from './controls/Button';
import { Result, type ResultStatus } from './controls/Feedback';
import './status-panel.css';

interface Props {
  status: ResultStatus;
  title: ReactNode;
  text?: ReactNode;
  action?: { label: ReactNode; onClick: () => void };
  extra?: ReactNode;
  /** SPEC §8 generic failure screen: a Help & Support button beside the action */
  help?: boolean;
  /** the failure shown: an API call's request id is shown under the panel, for the customer to quote */
  error?: unknown;
}

/** The designed error/empty screen: one look for every "nothing here" and "that failed" on the site. Plain HTML (the
 * kit's Result and Button), so it shows before antd has loaded. */
export function StatusPanel({ status, title, text, action, extra, help, error }: Props) {
  return (
    <div role={status === 'error' || status === '500' ? 'alert' : 'status'} className="mart-status-panel">
      <Result
        status={status}
        title={title}
        subTitle={text}
        extra={
          <>
            {action && (
              <Button variant="primary" onClick={action.onClick}>
                {action.label}
              </Button>
            )}
            {help && (
              <Button onClick={() => navigate('/help-and-support')}>{i18n.t('common:errors.helpSupport')}</Button>
            )}
            {extra}
          </>
        }
      >
        {error !== undefined && <RequestIdNote error={error} />}
      </Result>
    </div>
  );
}
