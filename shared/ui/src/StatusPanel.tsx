import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { i18n } from '@mart/i18n';
import { navigate } from './navigate';
import { RequestIdNote } from './RequestIdNote';
import './status-panel.css';

interface Props {
  status: 'success' | 'error' | 'warning' | 'info' | '404' | '500';
  title: ReactNode;
  text?: ReactNode;
  action?: { label: ReactNode; onClick: () => void };
  extra?: ReactNode;
  /** SPEC §8 generic failure screen: a Help & Support button beside the action */
  help?: boolean;
  /** the failure shown: an API call's request id is shown under the panel, for the customer to quote */
  error?: unknown;
}

/** The designed error/empty screen: one look for every "nothing here" and "that failed" on the site. */
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
              <Button type="primary" onClick={action.onClick}>
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
