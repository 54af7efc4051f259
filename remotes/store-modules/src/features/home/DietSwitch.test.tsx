import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DietSwitch } from './DietSwitch';
import type { Diet } from './home-queries';

function Harness({ onChange }: { onChange: (d: Diet) => void }) {
  const [diet, setDiet] = useState<Diet>('all');
  return (
    <DietSwitch
      value={diet}
      onChange={(d) => {
        setDiet(d);
        onChange(d);
      }}
    />
  );
}

test('all / veg / non-veg is one labelled radio group, by click and by arrow keys', async () => {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} />);
  const group = screen.getByRole('group');
  const radios = screen.getAllByRole<HTMLInputElement>('radio');
  const checked = () => radios.map((r) => r.checked);
  // named by its legend
  expect(group.querySelector('legend')?.textContent).toBeTruthy();
  expect(radios).toHaveLength(3);
  expect(checked()).toEqual([true, false, false]);

  await userEvent.click(radios[1]!);
  expect(onChange).toHaveBeenLastCalledWith('veg');
  expect(checked()).toEqual([false, true, false]);

  await userEvent.keyboard('{ArrowRight}');
  expect(onChange).toHaveBeenLastCalledWith('non_veg');
  expect(checked()).toEqual([false, false, true]);
});
