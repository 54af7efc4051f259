import { createContext, useContext } from 'react';
import type { Flavour } from './flavour';

export const FlavourContext = createContext<Flavour | null>(null);

export function useFlavour(): Flavour {
  const f = useContext(FlavourContext);
  if (!f) throw new Error('useFlavour outside a vehicle app');
  return f;
}
