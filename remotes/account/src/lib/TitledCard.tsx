import type { ComponentProps, ReactNode } from 'react';
import { Card, Title } from '@mart/ui';

/** An account page's card (or a block of one) under its heading: level 2 for the page, 3 for a block. */
export function TitledCard({
  title,
  level = 2,
  ...card
}: Omit<ComponentProps<typeof Card>, 'title'> & { title: ReactNode; level?: 2 | 3 }) {
  return (
    <Card
      {...card}
      title={
        <Title level={level} className="mart-m-0">
          {title}
        </Title>
      }
    />
  );
}
