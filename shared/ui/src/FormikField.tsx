import type { ReactElement, ReactNode } from 'react';
import { cloneElement, useId } from 'react';
import { Input } from 'antd';
import { useFormikContext, getIn } from 'formik';
import { Field } from './controls/Field';

interface Props {
  name: string;
  label?: string;
  /** the input (the kit's, or antd's in the forms not moved yet); value/onChange/onBlur/id are wired here */
  children: ReactElement<Record<string, unknown>>;
  /** map the input's change event to the stored value (phone sanitising) */
  parse?: (value: string) => string;
  valueProp?: 'value' | 'checked';
  /** the red mark before the label (the schema's rule is what enforces it) */
  required?: boolean;
  help?: ReactNode;
  className?: string;
}

/**
 * One formik field drawn as the kit's Field: the label tied to the input, the yup message once, under the field,
 * after touch (or a submit), named by the input's `aria-describedby`. Imported as `@mart/ui/formik-field`, not from
 * the index, so an app without forms never resolves formik.
 */
export function FormikField({ name, label, children, parse, valueProp = 'value', required, help, className }: Props) {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } =
    useFormikContext<Record<string, unknown>>();
  const error = getIn(errors, name) as string | undefined;
  const shown = (getIn(touched, name) || submitCount > 0) && error ? error : undefined;
  // unique per form: two forms on one page (reset password under the sign-in modal) share field names
  const id = `${useId()}${name}`;
  const value = getIn(values, name) as unknown;
  return (
    <Field id={id} label={label} required={required} error={shown} help={help} className={className}>
      {cloneElement(children, {
        name,
        [valueProp]: valueProp === 'checked' ? Boolean(value) : (value ?? ''),
        // an input's change event, or the value itself (antd's Select, the forms not moved to the kit yet)
        onChange: (e: { target: { value?: string; checked?: boolean } } | string | number | null | undefined) => {
          if (e === null || typeof e !== 'object') return void setFieldValue(name, e);
          const next =
            valueProp === 'checked' ? e.target.checked : parse ? parse(e.target.value ?? '') : e.target.value;
          void setFieldValue(name, next);
        },
        onBlur: () => void setFieldTouched(name, true),
      })}
    </Field>
  );
}

/**
 * A formik form: a real `<form>` named for screen readers, so Enter submits and the browser's own validation stays
 * out of the way of the yup messages.
 */
export function FormikForm({ label, onReset, children }: { label: string; onReset?: () => void; children: ReactNode }) {
  const { handleSubmit } = useFormikContext();
  return (
    <form className="mart-form" onSubmit={handleSubmit} onReset={onReset} noValidate aria-label={label}>
      {children}
    </form>
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
