import { Modal as AntdModal, type ModalFuncProps, type ModalProps } from 'antd';
import { returnPath } from './dialog-focus';
import { FocusHold, useReturnPath } from './FocusHold';

/**
 * antd's Modal, holding the keyboard while open (dialog-focus.ts): every app's dialogs come from here, so each one
 * moves the focus in, keeps Tab inside and gives the focus back to its opener on close.
 */
export function Modal({ children, ...props }: ModalProps) {
  const returnTo = useReturnPath(Boolean(props.open));
  return (
    // antd's own way back is off: it runs after the closing motion and may take the focus from a dialog opened since
    <AntdModal {...props} focusable={{ ...props.focusable, focusTriggerAfterClose: false }}>
      {children}
      <FocusHold open={Boolean(props.open)} returnTo={returnTo} />
    </AntdModal>
  );
}

/**
 * A confirmation (antd's Modal.confirm) that holds the keyboard the same way. The opener is what has the focus at
 * the call: the button or menu entry that asked.
 */
export function confirm(props: ModalFuncProps): ReturnType<typeof AntdModal.confirm> {
  const returnTo = typeof document === 'undefined' ? [] : returnPath(document.activeElement);
  // antd unmounts a confirmation some time after it has closed: the focus goes back as soon as it has
  let release: (() => void) | undefined;
  return AntdModal.confirm({
    ...props,
    focusable: { ...props.focusable, focusTriggerAfterClose: false },
    afterClose: () => {
      props.afterClose?.();
      release?.();
    },
    content: (
      <>
        {props.content}
        <FocusHold open returnTo={returnTo} onHeld={(r) => (release = r)} />
      </>
    ),
  });
}
