import { Typography } from 'antd';
import { errorRequestId } from '@mart/api-client';
import { i18n } from '@mart/i18n';

/**
 * The failed call's request id under an error panel, small and copyable: what a customer quotes to support, who
 * finds the server's log lines by it (docs/OPERATIONS.md). Nothing when the failure was no API call.
 */
export function RequestIdNote({ error }: { error: unknown }) {
  const id = errorRequestId(error);
  if (!id) return null;
  return (
    <Typography.Text type="secondary" className="mart-request-id" data-testid="request-id" copyable={{ text: id }}>
      {i18n.t('common:errors.requestId')}: <code>{id}</code>
    </Typography.Text>
  );
}
