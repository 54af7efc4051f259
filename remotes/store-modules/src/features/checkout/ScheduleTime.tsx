import { formatMoment, fromWallClock, utcOffsetLabel, wallClock } from '@mart/domain';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Alert, Card, RadioGroup, TextInput } from '@mart/ui';
import './checkout.css';

/** The earliest slot offered: 30 minutes from now. */
const EARLIEST_MS = 30 * 60_000;

/**
 * When the order should come: now, or at a chosen time in the future (the server refuses a past one). `value` is the
 * chosen moment (ISO), null for "as soon as possible". The time is picked and shown on the store's clock
 * (`utcOffsetMinutes`, its zone's; the browser's until the store's details arrive), and says so (issue 40.4).
 * `closed`: the store takes no order now (the server's words, when it opens): "as soon as possible" is then off,
 * and a store that takes no scheduled orders offers neither.
 */
export function ScheduleTime({
  value,
  onChange,
  closed = null,
  canSchedule = true,
  utcOffsetMinutes,
}: {
  value: string | null;
  onChange: (v: string | null) => void;
  closed?: string | null;
  canSchedule?: boolean;
  utcOffsetMinutes?: number;
}) {
  const { t } = useTranslation('store');
  const language = useBusValue('language');
  const earliest = new Date(Date.now() + EARLIEST_MS);
  const earliestInput = wallClock(earliest, utcOffsetMinutes).input;
  const chosen = value === null ? null : new Date(value);
  return (
    <Card title={t('checkout.schedule')} size="small" className="mart-mt-16">
      <div className="checkout__stack">
        <RadioGroup
          label={t('checkout.schedule')}
          value={value === null ? 'now' : 'later'}
          onChange={(v) => onChange(v === 'now' ? null : earliest.toISOString())}
          options={[
            { value: 'now', label: t('checkout.scheduleNow'), disabled: Boolean(closed) },
            { value: 'later', label: t('checkout.scheduleLater'), disabled: !canSchedule },
          ]}
        />
        {closed && <Alert type="warning" role="status" message={closed} data-testid="store-closed" />}
        {chosen && (
          <>
            <TextInput
              type="datetime-local"
              aria-label={t('checkout.scheduleAt')}
              min={earliestInput}
              value={wallClock(chosen, utcOffsetMinutes).input}
              onChange={(e) => onChange((fromWallClock(e.target.value, utcOffsetMinutes) ?? earliest).toISOString())}
            />
            {utcOffsetMinutes !== undefined && (
              <span className="mart-muted" data-testid="schedule-clock">
                {t('track.scheduledFor', {
                  time: formatMoment(chosen, language, { utcOffsetMinutes }),
                })}{' '}
                · {t('track.storeClock', { zone: utcOffsetLabel(utcOffsetMinutes) })}
              </span>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
