import { detectContactType, digitCount, isEmail, isSamePhone, sanitizePhoneInput, withLeadingPlus } from './contact';

describe('phone input', () => {
  test.each([
    [' +7 (701) 123-45-67', '+77011234567'],
    ['8 701 123', '8701123'],
    ['7+7', '77'],
    ['++7', '+7'],
    ['abc', ''],
    ['', ''],
  ])('sanitizePhoneInput(%p) = %p', (input, output) => {
    expect(sanitizePhoneInput(input)).toBe(output);
  });

  test.each([
    ['77011234567', '+77011234567'],
    ['+7 701', '+7701'],
    ['', ''],
    ['+', ''],
  ])('withLeadingPlus(%p) = %p', (input, output) => {
    expect(withLeadingPlus(input)).toBe(output);
  });

  test("digitCount('+7 (701) 12') = 6", () => {
    expect(digitCount('+7 (701) 12')).toBe(6);
  });
});

describe('contact type', () => {
  test.each([
    ['a@b.kz', 'email'],
    ['A.B+tag@mail.example.com', 'email'],
    [' a@b.kz ', 'email'],
    ['a@b', 'invalid'],
    ['a@@b.kz', 'invalid'],
    ['a b@c.kz', 'invalid'],
    ['+7 701 123 45 67', 'phone'],
    ['(701) 123-45-67', 'phone'],
    ['1234567', 'phone'],
    ['123456', 'invalid'], // 6 digits: too short for any number
    ['1234567890123456', 'invalid'], // 16 digits: longer than E.164
    ['+7-701-abc', 'invalid'],
    ['abc', 'invalid'],
    ['', 'invalid'],
  ])('%p → %p', (value, type) => {
    expect(detectContactType(value)).toBe(type);
  });

  test('isEmail treats absent values as not an email', () => {
    expect(isEmail(null)).toBe(false);
  });
});

describe('isSamePhone', () => {
  test('the same number in any format proves it; a different or too short one does not', () => {
    expect(isSamePhone('+7 (701) 555-01-23', '+77015550123')).toBe(true);
    expect(isSamePhone('+77015550124', '+77015550123')).toBe(false);
    expect(isSamePhone('555-01-23', '5550123')).toBe(false);
    expect(isSamePhone('', '')).toBe(false);
    expect(isSamePhone(null, '+77015550123')).toBe(false);
  });
});
