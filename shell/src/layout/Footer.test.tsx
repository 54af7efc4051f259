// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configApi } from '@mart/api-client';
import { bus, type BusRequest } from '@mart/bus';
import { BaseProviders } from '@mart/runtime';
import { Footer } from './Footer';

function renderFooter() {
  const requests: BusRequest[] = [];
  const sub = bus.requests$.subscribe((r) => requests.push(r));
  render(
    <BaseProviders>
      <Footer />
    </BaseProviders>,
  );
  return { requests, done: () => sub.unsubscribe() };
}

test('the newsletter refuses an address that is not an email, next to its field, and sends nothing', async () => {
  const send = jest.spyOn(configApi, 'newsletter').mockResolvedValue({ message: 'ok' });
  const { done } = renderFooter();
  const field = screen.getByRole('textbox', { name: 'Ваш e-mail' });
  await userEvent.type(field, 'name@gmail');
  await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Введите корректный e-mail.');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Введите корректный e-mail.');
  expect(send).not.toHaveBeenCalled();
  // typing again clears the message
  await userEvent.type(field, '.com');
  expect(screen.queryByRole('alert')).toBeNull();
  done();
  send.mockRestore();
});

test('a valid address is subscribed, the customer is told, and the field is emptied', async () => {
  const send = jest.spyOn(configApi, 'newsletter').mockResolvedValue({ message: 'ok' });
  const { requests, done } = renderFooter();
  const field = screen.getByRole('textbox', { name: 'Ваш e-mail' });
  await userEvent.type(field, ' aigerim@example.kz ');
  await userEvent.keyboard('{Enter}');
  expect(send).toHaveBeenCalledWith('aigerim@example.kz');
  expect(await screen.findByDisplayValue('')).toBe(field);
  expect(requests).toContainEqual({ type: 'toast', level: 'success', message: expect.any(String) });
  done();
  send.mockRestore();
});

test('the links are real links, the footer is the page’s contentinfo landmark', () => {
  const { done } = renderFooter();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'О нас' })).toHaveAttribute('href', '/about-us');
  expect(screen.getByRole('button', { name: 'О сборке' })).toBeInTheDocument();
  done();
});

test('a small note says so when the API runs in demo mode', () => {
  bus.set('config', { demo: true });
  const { done } = renderFooter();
  expect(screen.getByRole('note')).toHaveTextContent('Демо-версия: заказы и оплаты ненастоящие.');
  done();
});

test('in demo mode the note links to the demo mailbox, in the page language', () => {
  bus.set('config', { demo: true, demo_mailbox_url: 'http://api.test/demo/mailbox' });
  const { done } = renderFooter();
  expect(screen.getByRole('link', { name: 'Письма и SMS магазина' })).toHaveAttribute(
    'href',
    'http://api.test/demo/mailbox?lang=ru',
  );
  done();
});

test('no demo note for a real store', () => {
  bus.set('config', { demo: false });
  const { done } = renderFooter();
  expect(screen.queryByRole('note')).toBeNull();
  done();
  bus.set('config', null);
});

test('a social link shows only while its own status is on, and only as a web address', () => {
  bus.set('config', {
    social_media: [
      { id: 1, name: 'instagram', link: 'https://instagram.com/mart', status: 1 },
      { id: 2, name: 'linkedin', link: 'https://linkedin.com/mart', status: 0 },
      { id: 3, name: 'evil', link: 'javascript:alert(1)', status: 1 },
    ],
  });
  const { done } = renderFooter();
  expect(screen.getByRole('link', { name: 'instagram' })).toHaveAttribute('href', 'https://instagram.com/mart');
  expect(screen.queryByRole('link', { name: 'linkedin' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'evil' })).toBeNull();
  act(() => bus.set('config', null));
  done();
});
