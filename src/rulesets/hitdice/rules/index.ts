/** The hitdice rules engine: pure, Foundry-free. See README.md in this folder for the API. */
export * from './tables';
export * from './keys';
export * from './actor';
export * from './pool';
export * from './round';
export * from './action';
export * from './defense';
export * from './resolve';
export * from './initiative';
export * from './group';
export * from './economy';
export * from './recovery';
export * from './affinity';
export * from './names';
