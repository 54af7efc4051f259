import { LANGUAGES } from './constants';
import { ORDER_FLOW, TRIP_FLOW } from './order-status';
import { ORDER_STATUS_WORDS, PAYMENT_STATUS_WORDS, TRIP_STATUS_WORDS } from './status-words';

const ORDER_STATUSES = [...ORDER_FLOW, 'canceled', 'failed'] as const;
const TRIP_STATUSES = [...TRIP_FLOW, 'canceled'] as const;

test.each(LANGUAGES)('every order, trip and payment status has its word in %s', (lang) => {
  for (const s of ORDER_STATUSES) expect(ORDER_STATUS_WORDS[lang][s]).toMatch(/\S/);
  for (const s of TRIP_STATUSES) expect(TRIP_STATUS_WORDS[lang][s]).toMatch(/\S/);
  for (const s of ['unpaid', 'paid', 'refunded', 'failed'] as const)
    expect(PAYMENT_STATUS_WORDS[lang][s]).toMatch(/\S/);
  expect(Object.keys(ORDER_STATUS_WORDS[lang]).sort()).toEqual([...ORDER_STATUSES].sort());
  expect(Object.keys(TRIP_STATUS_WORDS[lang]).sort()).toEqual([...TRIP_STATUSES].sort());
});

test('the steps of a flow read as different words (a customer can tell them apart), in each language', () => {
  for (const lang of LANGUAGES) {
    expect(new Set(Object.values(ORDER_STATUS_WORDS[lang])).size).toBe(ORDER_STATUSES.length);
    expect(new Set(Object.values(TRIP_STATUS_WORDS[lang])).size).toBe(TRIP_STATUSES.length);
  }
  expect(ORDER_STATUS_WORDS.ru.picked_up).toBe('В пути');
  expect(ORDER_STATUS_WORDS.en.picked_up).toBe('On the way');
});
