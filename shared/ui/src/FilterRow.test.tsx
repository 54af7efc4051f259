// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { FilterRow, FilterSegmented, FilterSelect, FilterSwitch } from './FilterRow';

const row = (results: string[] | undefined) => (
  <FilterRow
    label="Filters"
    results={results}
    controls={
      <>
        <FilterSelect
          label="Fuel"
          value={undefined}
          options={[{ value: 'diesel', label: 'Diesel' }]}
          onChange={() => {}}
        />
        <FilterSwitch label="A/C" checked={false} onChange={() => {}} />
        <FilterSegmented
          label="Layout"
          value="grid"
          options={[
            { value: 'grid', label: 'Grid' },
            { value: 'rows', label: 'Rows' },
          ]}
          onChange={() => {}}
        />
      </>
    }
  >
    {(list) =>
      list ? (
        <ul aria-label="results">
          {list.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : (
        <p>loading</p>
      )
    }
  </FilterRow>
);

test('the controls and then the results replace their placeholders, and the row stops being busy', async () => {
  render(row(['Camry', 'Corolla']));
  await waitFor(() => expect(screen.getByRole('group', { name: 'Filters' })).toHaveAttribute('aria-busy', 'false'));
  expect(screen.getByRole('combobox', { name: 'Fuel' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'A/C' })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'results' })).toHaveTextContent('CamryCorolla');
});

test('results that have not come yet leave their skeleton to the page', async () => {
  render(row(undefined));
  await waitFor(() => expect(screen.getByRole('group', { name: 'Filters' })).toHaveAttribute('aria-busy', 'false'));
  expect(screen.getByText('loading')).toBeInTheDocument();
});
