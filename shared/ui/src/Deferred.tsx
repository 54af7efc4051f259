import { useDeferredValue, type ReactNode } from 'react';
import { Section } from './Section';

/**
 * Cards drawn from data that has just arrived, in React's small interruptible slices (a deferred copy of the data),
 * so dozens of cards never hold a click back. The page says what to draw; the kit owns when.
 */
export function Deferred<T>({
  value,
  fallback = null,
  children,
}: {
  value: T | undefined;
  fallback?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  const shown = useDeferredValue(value, undefined);
  return shown === undefined ? fallback : children(shown);
}

/**
 * A titled block whose cards come from a query: a skeleton while it loads (`pending`) and until its deferred copy
 * is drawn; `children` gets that copy, undefined when the query gave nothing (disabled or failed).
 */
export function DeferredSection<T>({
  title,
  more,
  value,
  pending,
  children,
}: {
  title: string;
  more?: { href: string; label: string };
  value: T | undefined;
  pending: boolean;
  children: (value: T | undefined) => ReactNode;
}) {
  const shown = useDeferredValue(value, undefined);
  return (
    <Section title={title} more={more} loading={pending || (value !== undefined && shown === undefined)}>
      {children(shown)}
    </Section>
  );
}
