import { bestCashback, cashbackAmount, type CashbackOffer } from './cashback';

const percent: CashbackOffer = {
  id: 1,
  cashback_type: 'percent',
  cashback_amount: 5,
  min_purchase: 3000,
  max_discount: 500,
};
const amount: CashbackOffer = {
  id: 2,
  cashback_type: 'amount',
  cashback_amount: 300,
  min_purchase: 5000,
  max_discount: 0,
};

describe('cashbackAmount', () => {
  test.each([
    ['below the minimum: nothing', percent, 299_999, 0],
    ['5% of 4 000.00 = 200.00', percent, 400_000, 20_000],
    ['5% of 20 000.00 = 1 000.00, capped at 500.00', percent, 2_000_000, 50_000],
    ['a fixed 300.00 from 5 000.00', amount, 500_000, 30_000],
  ])('%s', (_name, offer, minor, expected) => {
    expect(cashbackAmount(offer, minor)).toBe(expected);
  });

  test('uncapped percent; a fixed amount never above the order', () => {
    expect(cashbackAmount({ ...percent, max_discount: 0 }, 2_000_000)).toBe(100_000);
    expect(cashbackAmount({ ...amount, min_purchase: 0 }, 10_000)).toBe(10_000);
  });
});

describe('bestCashback', () => {
  test('the offer giving the most, skipping one used up by this customer', () => {
    expect(bestCashback([percent, amount], 500_000)).toEqual({ offer: amount, amountMinor: 30_000 });
    const limited = { ...amount, same_user_limit: 1 };
    expect(bestCashback([percent, limited], 500_000, (id) => (id === 2 ? 1 : 0))).toEqual({
      offer: percent,
      amountMinor: 25_000,
    });
    expect(bestCashback([percent, amount], 100_000)).toBeNull();
  });
});
