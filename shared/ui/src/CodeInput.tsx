import { useRef } from 'react';
import { Input, type InputRef } from 'antd';
import { CODE_LENGTH } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import './inputs.css';

/**
 * Six one-digit inputs for a one-time code (SPEC §5). Typing moves right, Backspace on an empty box moves left, a
 * pasted code fills all six, and the first box offers the code the phone received (`one-time-code`).
 */
export function CodeInput({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('common');
  const refs = useRef<(InputRef | null)[]>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? '');

  const setAt = (index: number, text: string) => {
    const clean = text.replace(/\D/g, '');
    if (clean.length > 1) {
      const code = (value.slice(0, index) + clean).slice(0, CODE_LENGTH);
      onChange(code);
      refs.current[Math.min(code.length, CODE_LENGTH - 1)]?.focus();
      return;
    }
    const next = digits.slice();
    next[index] = clean;
    onChange(next.join('').slice(0, CODE_LENGTH));
    if (clean && index < CODE_LENGTH - 1) refs.current[index + 1]?.focus();
  };

  return (
    <div role="group" aria-label={t('otp.title')} className="mart-code">
      {digits.map((d, i) => (
        <Input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={d}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && i === 0}
          aria-label={t('otp.digit', { n: i + 1 })}
          data-testid={`code-digit-${i}`}
          maxLength={CODE_LENGTH}
          className="mart-code__digit"
          onChange={(e) => setAt(i, e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Backspace' && !d && i > 0) refs.current[i - 1]?.focus();
          }}
        />
      ))}
    </div>
  );
}
