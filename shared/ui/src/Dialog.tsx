import type { ReactNode } from 'react';
import { Modal } from './Modal';

/**
 * The small centred dialog (a prompt, a code entry): open while mounted, closed by its ×, Escape or the mask, with
 * no footer. `closeLabel` names the × for screen readers where antd's own label would be in the wrong language.
 */
export function Dialog({
  title,
  onClose,
  closeLabel,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={450}
      centered
      title={title}
      closable={closeLabel === undefined ? undefined : { 'aria-label': closeLabel }}
    >
      {children}
    </Modal>
  );
}
