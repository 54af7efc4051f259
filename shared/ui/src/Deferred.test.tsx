import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Deferred, DeferredSection } from './Deferred';

test('Deferred: the fallback until there is data, then what the page draws from it', async () => {
  const { rerender } = render(
    <Deferred value={undefined as string[] | undefined} fallback={<p>waiting</p>}>
      {(names) => <p>{names.join(', ')}</p>}
    </Deferred>,
  );
  expect(screen.getByText('waiting')).toBeInTheDocument();
  rerender(
    <Deferred value={['Tea', 'Coffee']} fallback={<p>waiting</p>}>
      {(names) => <p>{names.join(', ')}</p>}
    </Deferred>,
  );
  expect(await screen.findByText('Tea, Coffee')).toBeInTheDocument();
  expect(screen.queryByText('waiting')).toBeNull();
});

test('DeferredSection: a skeleton while pending, the cards once drawn, its own words when the query gave nothing', async () => {
  const cards = (v: string[] | undefined) => (v ? <p>{v.join(', ')}</p> : <p>nothing</p>);
  const { rerender } = render(
    <DeferredSection title="Stores" value={undefined} pending>
      {cards}
    </DeferredSection>,
  );
  expect(screen.getByRole('region', { name: 'Stores' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  rerender(
    <DeferredSection title="Stores" value={['Sushi']} pending={false}>
      {cards}
    </DeferredSection>,
  );
  expect(await screen.findByText('Sushi')).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
  rerender(
    <DeferredSection title="Stores" value={undefined} pending={false}>
      {cards}
    </DeferredSection>,
  );
  expect(await screen.findByText('nothing')).toBeInTheDocument();
});
