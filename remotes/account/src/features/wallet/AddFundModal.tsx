import { useMemo, useRef } from 'react';
import { Formik } from 'formik';
import { requestKeys, walletApi } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { addFundSchema, canSubmitAddFund, PAYMENT_PLATFORM } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { FormikField, FormikForm } from '@mart/ui/formik-field';
import { Button, domainT, Modal, RadioGroup, showApiErrors, TextInput } from '@mart/ui';

interface Gateway {
  gateway: string;
  gateway_title: string;
}

/** SPEC §4/§5 add fund: amount and method, disabled at 0 or less, then off to the payment page; it returns to the wallet. */
export function AddFundModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const config = useBusValue('config');
  const schema = useMemo(() => addFundSchema(domainT), []);
  // one key per distinct request: a double click or a retry starts one payment, another amount or method a new one
  const keys = useRef(requestKeys());
  // cash and the wallet itself cannot fund the wallet: only digital gateways
  const gateways = ((config?.active_payment_method_list as Gateway[] | undefined) ?? []).filter(
    (g) => g.gateway !== 'cash_on_delivery' && g.gateway !== 'wallet',
  );
  return (
    <Modal open onCancel={onClose} footer={null} title={t('wallet.addFund')} centered destroyOnHidden>
      <Formik
        initialValues={{ amount: '' as number | '', payment_method: gateways.length === 1 ? gateways[0]!.gateway : '' }}
        validationSchema={schema}
        onSubmit={async (v) => {
          try {
            const request = {
              amount: Number(v.amount),
              payment_method: v.payment_method,
              callback: `${window.location.origin}/profile?page=wallet`,
              payment_platform: PAYMENT_PLATFORM as 'web',
            };
            const res = await walletApi.addFund(request, keys.current.keyFor(request));
            window.location.assign(res.redirect_link);
          } catch (e) {
            showApiErrors(e);
          }
        }}
      >
        {(f) => (
          <FormikForm label={t('wallet.addFund')}>
            <FormikField name="amount" label={t('wallet.amount')}>
              <TextInput type="number" inputMode="decimal" min={0} step={100} data-testid="fund-amount" />
            </FormikField>
            <FormikField name="payment_method" label={t('wallet.method')}>
              <RadioGroup
                label={t('wallet.method')}
                vertical
                value={f.values.payment_method}
                onChange={(v) => void f.setFieldValue('payment_method', v)}
                options={gateways.map((g) => ({ value: g.gateway, label: g.gateway_title }))}
              />
            </FormikField>
            <Button
              variant="primary"
              htmlType="submit"
              block
              disabled={!canSubmitAddFund(f.values.amount)}
              loading={f.isSubmitting}
              data-testid="fund-submit"
            >
              {t('wallet.addFund')}
            </Button>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
