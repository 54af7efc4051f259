import { Suspense, useState, type ComponentType } from 'react';
import { lazyAntd } from './lazyAntd';

/**
 * A modal behind a click (quick views, item editors): its code — and the antd pieces only it uses — loads on the
 * first open instead of with the page, and it stays mounted afterwards so closing still animates.
 */
export function lazyModal<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Modal = lazyAntd(load);
  function LazyModal(props: P) {
    const [opened, setOpened] = useState(false);
    if (isOpen(props) && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  }
  return LazyModal;
}
