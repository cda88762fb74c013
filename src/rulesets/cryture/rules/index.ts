/**
 * The cryture ruleset's rules engine: pure TypeScript, dice injected. See README.md.
 */
export * from './tables';
export * from './i18n';
export * from './snapshot';
export * from './statuses';
export * from './pool';
export * from './power';
export * from './grid';
export * from './movement';
export * from './opportunity';
export * from './attack';
export * from './apply';
export * from './actions';
export * from './turns';
export * from './crytures';
export * from './initiative';
export * from './odds';
export * from './check';
