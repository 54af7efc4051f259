export * from './auth';
export * from './address';
export * from './wallet';
export * from './newsletter';
export * from './profile';
export * from './validate';
export * from './registration';
export * from './checkout';
