import type { ReactElement, ReactNode } from 'react';
import { cloneElement, useId } from 'react';
import { Form, Input } from 'antd';
import { useFormikContext, getIn } from 'formik';
import './inputs.css';

interface Props {
  name: string;
  label?: string;
  /** the antd input; value/onChange/onBlur/id are wired here */
  children: ReactElement<Record<string, unknown>>;
  /** map the input's change event to the stored value (phone sanitising) */
  parse?: (value: string) => string;
  valueProp?: 'value' | 'checked';
}

/**
 * One formik field rendered as an antd Form.Item: the yup message shows once, under the field, after touch. Imported
 * as `@mart/ui/formik-field`, not from the index, so an app without forms never resolves formik.
 */
export function FormikField({ name, label, children, parse, valueProp = 'value' }: Props) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<Record<string, unknown>>();
  const error = getIn(errors, name) as string | undefined;
  const shown = (getIn(touched, name) || submitCount > 0) && error ? error : undefined;
  // unique per form: two forms on one page (reset password under the sign-in modal) share field names
  const id = `${useId()}${name}`;
  const value = getIn(values, name) as unknown;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={shown ? 'error' : undefined}
      help={shown}
      className="mart-field"
    >
      {cloneElement(children, {
        id,
        name,
        [valueProp]: valueProp === 'checked' ? Boolean(value) : (value ?? ''),
        'aria-invalid': shown ? true : undefined,
        onChange: (e: { target: { value?: string; checked?: boolean } }) => {
          const next =
            valueProp === 'checked' ? e.target.checked : parse ? parse(e.target.value ?? '') : e.target.value;
          void setFieldValue(name, next);
        },
        onBlur: () => void setFieldTouched(name, true),
      })}
    </Form.Item>
  );
}

/**
 * A formik form in antd's vertical layout: a real `<form>` named for screen readers, so Enter submits and the
 * browser's own validation stays out of the way of the yup messages.
 */
export function FormikForm({ label, onReset, children }: { label: string; onReset?: () => void; children: ReactNode }) {
  const { handleSubmit } = useFormikContext();
  return (
    <Form layout="vertical" component="div">
      <form onSubmit={handleSubmit} onReset={onReset} noValidate aria-label={label}>
        {children}
      </form>
    </Form>
  );
}

/** A new password and its confirmation (`password`, `confirm_password`), marked so the browser can offer one. */
export function NewPasswordFields({
  label,
  placeholder,
  confirmLabel,
}: {
  label: string;
  placeholder: string;
  confirmLabel: string;
}) {
  return (
    <>
      <FormikField name="password" label={label}>
        <Input.Password autoComplete="new-password" placeholder={placeholder} />
      </FormikField>
      <FormikField name="confirm_password" label={confirmLabel}>
        <Input.Password autoComplete="new-password" />
      </FormikField>
    </>
  );
}
