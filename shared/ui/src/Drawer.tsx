import { Drawer as AntdDrawer, type DrawerProps } from 'antd';
import { FocusHold, useReturnPath } from './FocusHold';

/**
 * antd's Drawer, holding the keyboard while open (dialog-focus.ts): the focus moves into the drawer (antd leaves it
 * on a wrapper outside the dialog), Tab stays inside, and closing gives the focus back to its opener.
 */
export function Drawer({ children, ...props }: DrawerProps) {
  const returnTo = useReturnPath(Boolean(props.open));
  return (
    // antd's own way back is off: it runs after the closing motion and took the focus from a confirmation the
    // drawer's button had opened meanwhile (the phone menu's Logout)
    <AntdDrawer {...props} focusable={{ ...props.focusable, focusTriggerAfterClose: false }}>
      {children}
      <FocusHold open={Boolean(props.open)} returnTo={returnTo} />
    </AntdDrawer>
  );
}
