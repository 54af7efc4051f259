// the matchers are registered by jest.setup.ts; this import brings their types
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { Suspense } from 'react';
import { bus } from '@mart/bus';
import { themeConfig } from '@mart/ui';
import { lazyAntd } from './lazyAntd';

function PrimaryColour() {
  return <output aria-label="primary">{theme.useToken().token.colorPrimary}</output>;
}

test("a lazily loaded antd part gets the site's antd theme, without any provider around it", async () => {
  bus.set('theme', 'light');
  const Part = lazyAntd(async () => PrimaryColour);
  render(
    <Suspense fallback="loading">
      <Part />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  const siteColour = themeConfig('light').token?.colorPrimary;
  expect(siteColour).toBeTruthy();
  const inside = await screen.findByRole('status', { name: 'primary' }, { timeout: 15_000 });
  expect(inside).toHaveTextContent(String(siteColour));
  // outside the lazy part antd knows nothing of the site theme
  render(<PrimaryColour />);
  expect(screen.getAllByRole('status', { name: 'primary' })[1]).not.toHaveTextContent(String(siteColour));
});
