import type { ComponentPropsWithRef, ReactNode } from 'react';
import './choice.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  children: ReactNode;
  /** a single radio among others drawn apart (a list of choices priced one by one) */
  radio?: boolean;
};

/** antd's Checkbox (or a lone Radio) with its label: a native input, so label, keyboard and form work as usual. */
export function Checkbox({ children, radio = false, className, ...input }: Props) {
  return (
    <label className={`mart-choice${className ? ` ${className}` : ''}`}>
      <input
        {...input}
        type={radio ? 'radio' : 'checkbox'}
        className={`mart-choice__box${radio ? ' mart-choice__box--radio' : ''}`}
      />
      <span>{children}</span>
    </label>
  );
}
