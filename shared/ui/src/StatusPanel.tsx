import type { ReactNode } from 'react';
import { Button, Result } from 'antd';

interface Props {
  status: 'success' | 'error' | 'warning' | 'info' | '404' | '500';
  title: ReactNode;
  text?: ReactNode;
  action?: { label: ReactNode; onClick: () => void };
  extra?: ReactNode;
}

/** The designed error/empty screen: one look for every "nothing here" and "that failed" on the site. */
export function StatusPanel({ status, title, text, action, extra }: Props) {
  return (
    <div role={status === 'error' || status === '500' ? 'alert' : 'status'} style={{ padding: '48px 16px' }}>
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
            {extra}
          </>
        }
      />
    </div>
  );
}
