/**
 * Schema steps of hitdice documents. Version 2: the first stub stored the character as
 * `{ schemaVersion: 1, hp: { value, max }, level, notes }`; level and notes kept their place, but
 * hitdice has no hit points (the body is counted in hit dice), so the old HP goes to the notes.
 */
import { withLegacyNote } from '../../../foundry/migrations';
import type { Migration } from '../../../foundry/ruleset';

export const HITDICE_MIGRATIONS: Migration[] = [
  {
    version: 2,
    types: ['hitdice-character'],
    migrate: ({ hp, ...rest }) => withLegacyNote(rest, [['hp', hp]]),
  },
];
