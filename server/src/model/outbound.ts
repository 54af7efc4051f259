/** Caps on outbound texts and mails (services/messages/outbound.ts), and their defaults. */
export interface OutboundCaps {
  /** messages to one phone or address an hour / a day */
  contactHour: number;
  contactDay: number;
  /** texts (and, counted apart, mails) one client makes the API send a minute */
  clientMinute: number;
  /** texts to one country calling code an hour */
  prefixHour: number;
  /** texts / mails the whole service sends an hour and a day */
  textsHour: number;
  textsDay: number;
  mailsHour: number;
  mailsDay: number;
}

export const DEFAULT_OUTBOUND_CAPS: OutboundCaps = {
  contactHour: 5,
  contactDay: 10,
  clientMinute: 10,
  prefixHour: 300,
  textsHour: 1000,
  textsDay: 5000,
  mailsHour: 2000,
  mailsDay: 20000,
};
