export * from './dice';
export * from './distribution';
export * from './enumerate';
export * from './finite';
export * from './joint';
export * from './math';
export * from './odds';
export * from './table';
