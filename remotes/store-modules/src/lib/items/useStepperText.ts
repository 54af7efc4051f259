import { useTranslation } from '@mart/i18n';
import type { StepperLabels } from '@mart/ui';

/** The store's words for the kit's quantity stepper of an item or a cart line. */
export function useStepperText(): (name: string, count: number) => StepperLabels {
  const { t } = useTranslation('store');
  return (name, count) => ({
    decrease: t('a11y.decrease', { name }),
    increase: t('a11y.increase', { name }),
    value: t('a11y.quantity', { count }),
  });
}
