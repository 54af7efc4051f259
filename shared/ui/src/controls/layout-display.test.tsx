import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { Col, Divider, Row, Stack } from './Layout';
import { Avatar, Badge, Collapse, Descriptions, List, Statistic } from './DataDisplay';
import { Progress, Result, Skeleton } from './Feedback';
import { Paragraph, Title } from './Text';

test('Stack: a column or a wrapping row, its gap in px', () => {
  render(
    <Stack direction="vertical" gap="large" data-testid="s">
      <span>a</span>
    </Stack>,
  );
  const s = screen.getByTestId('s');
  expect(s).toHaveClass('mart-stack--vertical');
  expect(s.style.gap).toBe('24px');
});

test("Row and Col: a Col's span per breakpoint carries the last one given upwards", () => {
  render(
    <Row gutter={[16, 8]} data-testid="r">
      <Col xs={24} md={12}>
        x
      </Col>
    </Row>,
  );
  const col = screen.getByText('x');
  expect(col.style.getPropertyValue('--col-xs')).toBe('24');
  expect(col.style.getPropertyValue('--col-sm')).toBe('24');
  expect(col.style.getPropertyValue('--col-lg')).toBe('12');
  expect(screen.getByTestId('r').style.rowGap).toBe('8px');
});

test('Divider: a rule, or a titled separator', () => {
  render(<Divider>or</Divider>);
  expect(screen.getByRole('separator')).toHaveTextContent('or');
});

test('List: dataSource drawn by renderItem as list items, with actions and meta', () => {
  render(
    <List
      aria-label="Trips"
      dataSource={['A', 'B']}
      renderItem={(x) => (
        <List.Item actions={[<button key="e">Edit {x}</button>]}>
          <List.Item.Meta title={x} description={`about ${x}`} />
        </List.Item>
      )}
    />,
  );
  const list = screen.getByRole('list', { name: 'Trips' });
  const rows = within(list)
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('mart-list__item'));
  expect(rows).toHaveLength(2);
  expect(within(rows[1]!).getByRole('button', { name: 'Edit B' })).toBeInTheDocument();
  expect(rows[1]).toHaveTextContent('about B');
});

test('Avatar: the picture, or the icon when there is none', () => {
  render(<Avatar src={null} icon={<span>icon</span>} />);
  expect(screen.getByText('icon')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
});

test('Badge: the count capped, nothing at zero', () => {
  const { rerender } = render(<Badge count={120}>inbox</Badge>);
  expect(screen.getByText('99+')).toBeInTheDocument();
  rerender(<Badge count={0}>inbox</Badge>);
  expect(screen.queryByText('0')).toBeNull();
});

test('Statistic: a group named by its title', () => {
  render(<Statistic title="Balance" value="1 000 ₸" />);
  expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('1 000 ₸');
});

test('Descriptions: label and value rows of a table', () => {
  render(
    <Descriptions>
      <Descriptions.Item label="Pickup">Airport</Descriptions.Item>
    </Descriptions>,
  );
  expect(screen.getByRole('rowheader', { name: 'Pickup' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Airport' })).toBeInTheDocument();
});

test('Collapse: panels open by default only when named', () => {
  render(
    <Collapse
      defaultActiveKey={['b']}
      items={[
        { key: 'a', label: 'First', children: 'one' },
        { key: 'b', label: 'Second', children: 'two' },
      ]}
    />,
  );
  expect(screen.getByText('First').closest('details')).not.toHaveAttribute('open');
  expect(screen.getByText('Second').closest('details')).toHaveAttribute('open');
});

test('Progress: a progressbar with its value, clamped', () => {
  render(<Progress percent={130} label="Free delivery" />);
  expect(screen.getByRole('progressbar', { name: 'Free delivery' })).toHaveAttribute('aria-valuenow', '100');
});

test('Result, Skeleton, Title and Paragraph', () => {
  render(
    <>
      <Result status="success" title="Paid" subTitle="Order 12" />
      <Skeleton avatar rows={1} />
      <Title level={3} id="h">
        Heading
      </Title>
      <Paragraph type="secondary">Text</Paragraph>
    </>,
  );
  expect(screen.getByText('Paid')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('heading', { level: 3, name: 'Heading' })).toHaveAttribute('id', 'h');
  expect(screen.getByText('Text')).toHaveClass('mart-text--secondary');
});
