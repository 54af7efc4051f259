import type { Language } from './constants';
import type { OrderStatus, TripFlowStatus } from './order-status';

/**
 * The one catalogue of the words for order, trip and payment statuses, in ru, kz and en: the storefront's
 * locales and the API's mails, texts and pushes read them from here, so a customer reads the same word on the
 * tracking page and in the message about it.
 */
export const ORDER_STATUS_WORDS: Record<Language, Record<OrderStatus, string>> = {
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    processing: 'Processing',
    handover: 'Handed over',
    picked_up: 'On the way',
    delivered: 'Delivered',
    canceled: 'Canceled',
    failed: 'Failed',
  },
  ru: {
    pending: 'Ожидает',
    confirmed: 'Подтверждён',
    processing: 'Готовится',
    handover: 'Передан курьеру',
    picked_up: 'В пути',
    delivered: 'Доставлен',
    canceled: 'Отменён',
    failed: 'Не удался',
  },
  kz: {
    pending: 'Күтуде',
    confirmed: 'Расталды',
    processing: 'Дайындалуда',
    handover: 'Курьерге берілді',
    picked_up: 'Жолда',
    delivered: 'Жеткізілді',
    canceled: 'Болдырылмады',
    failed: 'Сәтсіз',
  },
};

/** A trip (rental) or a car-market order: the words agree with a trip in ru (поездка). */
export const TRIP_STATUS_WORDS: Record<Language, Record<TripFlowStatus, string>> = {
  en: { pending: 'Pending', confirmed: 'Confirmed', ongoing: 'Ongoing', completed: 'Completed', canceled: 'Canceled' },
  ru: {
    pending: 'Ожидает',
    confirmed: 'Подтверждена',
    ongoing: 'В пути',
    completed: 'Завершена',
    canceled: 'Отменена',
  },
  kz: { pending: 'Күтуде', confirmed: 'Расталды', ongoing: 'Жолда', completed: 'Аяқталды', canceled: 'Бас тартылды' },
};

export type OrderPaymentStatus = 'unpaid' | 'paid' | 'refunded' | 'failed';

/** An order's payment (ru: a payment that failed is «не прошла», unlike a failed order). */
export const PAYMENT_STATUS_WORDS: Record<Language, Record<OrderPaymentStatus, string>> = {
  en: { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded', failed: 'Failed' },
  ru: { unpaid: 'Не оплачен', paid: 'Оплачен', refunded: 'Возвращён', failed: 'Не прошла' },
  kz: { unpaid: 'Төленбеген', paid: 'Төленді', refunded: 'Қайтарылды', failed: 'Сәтсіз' },
};
