import { useTranslation } from '@mart/i18n';
import { useLayoutEffect, useRef } from 'react';

/**
 * antd's InputNumber names its step buttons "Increase Value" / "Decrease Value", hard-coded in English in
 * @rc-component/input-number. Give the returned ref to the InputNumber: after each render its step buttons get the
 * page language's names (React leaves the attribute alone afterwards: its own value never changes).
 */
export function useStepperLabels<T extends { nativeElement?: HTMLElement | null }>() {
  const { t } = useTranslation('common');
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current?.nativeElement;
    if (!root) return;
    for (const [action, label] of [
      ['up', t('stepper.increase')],
      ['down', t('stepper.decrease')],
    ] as const) {
      root
        .querySelector(`[class$="-action-${action}"], [class*="-action-${action} "]`)
        ?.setAttribute('aria-label', label);
    }
  });
  return ref;
}
