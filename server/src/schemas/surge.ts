import { Type } from '@sinclair/typebox';
import { SURGE_DURATION_TYPES, SURGE_PRICE_TYPES } from '@mart/domain';
import { Id, Messages, Named, Nullable, OneOf } from './common';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
const dateMessage = (field: string) => Messages({ default: `${field} must be a date YYYY-MM-DD.` });
const DateText = (field: string) => Type.String({ pattern: DATE, ...dateMessage(field) });
const TimeText = (field: string) =>
  Type.String({ pattern: TIME, ...Messages({ default: `${field} must be a time HH:mm.` }) });

/** A surge rule as the storefront (§7 surge price) and the operator read it; times on the zone's clock. */
export const SurgePrice = Named(
  'SurgePrice',
  Type.Object({
    id: Type.Integer(),
    zone_id: Type.Integer(),
    module_id: Type.Integer(),
    name: Type.String(),
    customer_note: Nullable(Type.String()),
    price_type: Type.String(),
    /** percent of the delivery charge, or the fixed amount (major units) */
    price: Type.Number(),
    duration_type: Type.String(),
    start_date: Type.String(),
    end_date: Nullable(Type.String()),
    start_time: Type.String(),
    end_time: Type.String(),
    weekdays: Type.Array(Type.Integer()),
    dates: Type.Array(Type.String()),
    status: Type.Boolean(),
  }),
);

export const SurgePriceQuery = Type.Object({
  zone_id: Id('zone_id'),
  module_id: Id('module_id'),
  /** when the order would be delivered (a scheduled order); now when absent */
  date_time: Type.Optional(
    Type.String({ format: 'date-time', ...Messages({ default: 'date_time must be a date and time.' }) }),
  ),
});
export const SurgePriceAnswer = Named(
  'SurgePriceAnswer',
  Type.Object({ surge_price: Nullable(SurgePrice), at: Type.String() }),
);

const Translation = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    customer_note: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);

/** The operator's rule: names and note in ru (the base) with optional en/kz, the price, the schedule. */
export const SurgeRuleBody = Named(
  'SurgeRuleRequest',
  Type.Object(
    {
      zone_id: Id('zone_id'),
      module_id: Id('module_id'),
      name: Type.String({ minLength: 1, maxLength: 100, ...Messages({ default: 'name is required.' }) }),
      customer_note: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
      i18n: Type.Optional(Type.Object({ en: Type.Optional(Translation), kz: Type.Optional(Translation) })),
      price_type: OneOf(SURGE_PRICE_TYPES, 'price_type must be percent or fixed.'),
      price: Type.Number({
        exclusiveMinimum: 0,
        maximum: 1_000_000,
        ...Messages({ default: 'price must be a number greater than 0.' }),
      }),
      duration_type: OneOf(SURGE_DURATION_TYPES, 'duration_type must be daily, weekly or custom.'),
      start_date: DateText('start_date'),
      end_date: Type.Optional(Type.Union([Type.String({ pattern: DATE }), Type.Null()], dateMessage('end_date'))),
      start_time: TimeText('start_time'),
      end_time: TimeText('end_time'),
      weekdays: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 })),
      dates: Type.Optional(Type.Array(DateText('dates'), { maxItems: 366 })),
      status: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
);
export const SurgeRuleList = Type.Array(SurgePrice);
export const SurgeListQuery = Type.Object({ zone_id: Type.Optional(Id('zone_id')) });
