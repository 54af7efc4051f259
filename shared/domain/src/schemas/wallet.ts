/** SPEC §5 add-fund form: an amount and a payment method; the button stays disabled at 0 or less. */
import { number, object, string, type InferType } from 'yup';
import { translate, type Translate } from '../messages';

export function addFundSchema(t: Translate = translate) {
  return object({
    // An emptied number input reaches yup as NaN: that is "no amount" too.
    amount: number().typeError(t('amountRequired')).required(t('amountRequired')).moreThan(0, t('amountPositive')),
    payment_method: string().trim().required(t('paymentMethodRequired')),
  });
}
export type AddFundValues = InferType<ReturnType<typeof addFundSchema>>;

export function canSubmitAddFund(amount: number | string | null | undefined): boolean {
  const value = Number(amount ?? 0);
  return Number.isFinite(value) && value > 0;
}
