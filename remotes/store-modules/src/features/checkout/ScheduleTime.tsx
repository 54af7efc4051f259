import { useTranslation } from '@mart/i18n';
import { Alert, Card, RadioGroup, TextInput } from '@mart/ui';
import './checkout.css';

/** A local date-time for <input type="datetime-local"> (no seconds, no zone). */
export function localInputValue(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * When the order should come: now, or at a chosen time in the future (the server refuses a past one). `value` is
 * the datetime-local text, null for "as soon as possible". `closed`: the store takes no order now (the server's
 * words, when it opens): "as soon as possible" is then off, and a store that takes no scheduled orders offers
 * neither.
 */
export function ScheduleTime({
  value,
  onChange,
  closed = null,
  canSchedule = true,
}: {
  value: string | null;
  onChange: (v: string | null) => void;
  closed?: string | null;
  canSchedule?: boolean;
}) {
  const { t } = useTranslation('store');
  // the earliest slot offered: 30 minutes from now
  const earliest = localInputValue(new Date(Date.now() + 30 * 60_000));
  return (
    <Card title={t('checkout.schedule')} size="small" className="mart-mt-16">
      <div className="checkout__stack">
        <RadioGroup
          label={t('checkout.schedule')}
          value={value === null ? 'now' : 'later'}
          onChange={(v) => onChange(v === 'now' ? null : earliest)}
          options={[
            { value: 'now', label: t('checkout.scheduleNow'), disabled: Boolean(closed) },
            { value: 'later', label: t('checkout.scheduleLater'), disabled: !canSchedule },
          ]}
        />
        {closed && <Alert type="warning" role="status" message={closed} data-testid="store-closed" />}
        {value !== null && (
          <TextInput
            type="datetime-local"
            aria-label={t('checkout.scheduleAt')}
            min={earliest}
            value={value}
            onChange={(e) => onChange(e.target.value || earliest)}
          />
        )}
      </div>
    </Card>
  );
}
