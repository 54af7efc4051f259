import { applyLanguage } from '@mart/i18n';
import { render } from '@testing-library/react';
import { InputNumber } from 'antd';
import type { ComponentRef } from 'react';
import { useStepperLabels } from './useStepperLabels';

function Hours() {
  const ref = useStepperLabels<ComponentRef<typeof InputNumber>>();
  return <InputNumber ref={ref} aria-label="hours" defaultValue={1} />;
}

it("names antd's step buttons in the page language", async () => {
  await applyLanguage('kz');
  const { getAllByRole, rerender } = render(<Hours />);
  const names = () => getAllByRole('button').map((b) => b.getAttribute('aria-label'));
  expect(names()).toEqual(['Мәнді арттыру', 'Мәнді азайту']);
  rerender(<Hours />);
  expect(names()).toEqual(['Мәнді арттыру', 'Мәнді азайту']);
  await applyLanguage('ru');
});
