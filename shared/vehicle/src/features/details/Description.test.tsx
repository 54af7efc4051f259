import { fireEvent, screen } from '@testing-library/react';
import { renderVehicle } from '../../test/render';
import { Description } from './Description';

const long = `<p>${'Просторный седан для города и трассы, '.repeat(3)}</p>`;

test.each([
  ['ru', 'Читать далее', 'Свернуть'],
  ['en', 'Read more', 'Read less'],
] as const)(
  'a description over 70 characters is clamped with a real Read more button (%s)',
  async (language, more, less) => {
    await renderVehicle(<Description html={long} />, { language });
    const text = screen.getByTestId('vehicle-description');
    const button = screen.getByRole('button', { name: more });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', text.id);
    expect(text).toHaveClass('vehicle-description--clamped');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: less })).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveClass('vehicle-description--clamped');
  },
);

test('70 characters or fewer: shown whole, no button', async () => {
  await renderVehicle(<Description html={`<p><b>${'a'.repeat(35)}</b> ${'b'.repeat(34)}</p>`} />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByTestId('vehicle-description')).not.toHaveClass('vehicle-description--clamped');
});
