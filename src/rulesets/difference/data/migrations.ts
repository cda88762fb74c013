/**
 * Schema steps of difference documents. Version 2: the first stub stored the character as
 * `{ schemaVersion: 1, hp: { value, max }, level, notes }`; its HP is the Vitality pool now.
 */
import { moveField } from '../../../foundry/migrations';
import type { Migration } from '../../../foundry/ruleset';

export const DIFFERENCE_MIGRATIONS: Migration[] = [
  { version: 2, types: ['difference-character'], migrate: (system) => moveField(system, 'hp', 'vitality') },
];
