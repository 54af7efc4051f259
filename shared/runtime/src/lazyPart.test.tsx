import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart } from './lazyAntd';

test('the part loads on first render, its fallback until then, with no provider around it', async () => {
  const load = jest.fn(async () => ({ name }: { name: string }) => <p>{name}</p>);
  const Part = lazyPart(load);
  expect(load).not.toHaveBeenCalled();
  render(
    <Suspense fallback={<span>loading</span>}>
      <Part name="Кафе «Дастархан»" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('Кафе «Дастархан»')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
