/**
 * Schema steps of cryture documents. Version 2: the first stub stored the trainer as
 * `{ schemaVersion: 1, hp: { value, max }, level, notes }`; its HP is Health now, and a trainer has
 * no level, so the old level goes to the notes.
 */
import { moveField, withLegacyNote } from '../../../foundry/migrations';
import type { Migration } from '../../../foundry/ruleset';

export const CRYTURE_MIGRATIONS: Migration[] = [
  {
    version: 2,
    types: ['cryture-trainer'],
    migrate: (system) => {
      const { level, ...rest } = moveField(system, 'hp', 'health');
      return withLegacyNote(rest, [['level', level]]);
    },
  },
];
