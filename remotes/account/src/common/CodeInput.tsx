import { useRef } from 'react';
import { Input, type InputRef } from 'antd';
import { CODE_LENGTH } from '@mart/domain';
import { useTranslation } from '@mart/i18n';

/** Six one-digit inputs; a pasted code fills all six, Backspace on an empty box steps back. */
export function CodeInput({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('account');
  const refs = useRef<(InputRef | null)[]>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? '');
  const setAt = (index: number, text: string) => {
    const clean = text.replace(/\D/g, '');
    const boxes = digits.slice();
    boxes[index] = clean;
    const next = clean.length > 1 ? value.slice(0, index) + clean : boxes.join('');
    onChange(next.slice(0, CODE_LENGTH));
    if (clean && index < CODE_LENGTH - 1) refs.current[Math.min(index + clean.length, CODE_LENGTH - 1)]?.focus();
  };
  return (
    <div role="group" aria-label={t('otp.title')} style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
      {digits.map((d, i) => (
        <Input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={d}
          inputMode="numeric"
          autoFocus={i === 0}
          aria-label={t('otp.digit', { n: i + 1 })}
          data-testid={`code-digit-${i}`}
          style={{ width: 44, height: 48, textAlign: 'center', fontSize: 20 }}
          onChange={(e) => setAt(i, e.target.value)}
          onKeyDown={(e) => e.key === 'Backspace' && !d && i > 0 && refs.current[i - 1]?.focus()}
        />
      ))}
    </div>
  );
}
