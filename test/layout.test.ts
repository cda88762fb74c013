/**
 * The floor plan (docs/dev/ruleset-floor-plan.md): every ruleset folder has the same folders for
 * the same jobs, the same top-level files, and the files whose role every ruleset shares under the
 * same name; tests mirror the plan. A `glue/` (or misc/utils/helpers) folder never comes back.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../src/foundry/ruleset';

const root = join(__dirname, '..');

/** The plan's folders, each with its one job (the guide says what goes in and what never does). */
export const PLAN_FOLDERS = ['rules', 'data', 'dice', 'sheets', 'chat', 'flows', 'combat', 'apps', 'canvas'] as const;
/** Top-level files every ruleset has (its descriptor, settings, status effects, the hooks it listens to). */
const TOP_LEVEL_FILES = ['index.ts', 'settings.ts', 'statuses.ts', 'hooks.ts'];
/** Top-level files a ruleset may add (its Quench batches, its words). */
const OPTIONAL_TOP_LEVEL = ['quench.ts', 'text.ts'];
/** Files whose role every ruleset has, under one name and place. */
const SHARED_ROLES = [
  'chat/card-actions.ts', // the card buttons and who may press them
  'chat/queries.ts', // the GM queries (the relay)
  'chat/post.ts', // posting the cards that are not rolls
  'flows/rollables.ts', // what a sheet or macro can roll
  'data/snapshot.ts', // an actor as the engine reads it
  'sheets/actor-context.ts', // what the actor sheet shows
  'combat/rules.ts', // the ruleset's CombatRules
];
const NEVER = ['glue', 'misc', 'utils', 'helpers', 'actions', 'config', 'content', 'tracker'];

const entries = (dir: string) =>
  readdirSync(dir).map((name) => ({ name, dir: statSync(join(dir, name)).isDirectory() }));

describe('the floor plan', () => {
  for (const id of RULESET_IDS) {
    describe(id, () => {
      const folder = join(root, 'src/rulesets', id);

      it('holds only the plan’s folders', () => {
        const folders = entries(folder)
          .filter((e) => e.dir)
          .map((e) => e.name);
        expect(folders.filter((f) => !(PLAN_FOLDERS as readonly string[]).includes(f))).toEqual([]);
        expect(folders).toEqual(expect.arrayContaining(['rules', 'data', 'dice', 'sheets', 'chat', 'flows', 'combat']));
      });

      it('has the same top-level files as every other ruleset', () => {
        const files = entries(folder)
          .filter((e) => !e.dir)
          .map((e) => e.name);
        expect(files.filter((f) => !TOP_LEVEL_FILES.includes(f) && !OPTIONAL_TOP_LEVEL.includes(f))).toEqual([]);
        expect(files).toEqual(expect.arrayContaining(TOP_LEVEL_FILES));
      });

      it('keeps each shared role under its one name', () => {
        expect(SHARED_ROLES.filter((path) => !existsSync(join(folder, path)))).toEqual([]);
      });

      it('has tests laid out on the same plan', () => {
        const tests = join(root, 'test', id);
        const folders = entries(tests)
          .filter((e) => e.dir)
          .map((e) => e.name);
        expect(folders.filter((f) => !(PLAN_FOLDERS as readonly string[]).includes(f))).toEqual([]);
      });
    });
  }

  it('no ruleset or test folder is named glue, misc, utils or helpers anywhere', () => {
    const walk = (dir: string): string[] =>
      entries(dir)
        .filter((e) => e.dir)
        .flatMap((e) => [join(dir, e.name), ...walk(join(dir, e.name))]);
    const all = RULESET_IDS.flatMap((id) => [...walk(join(root, 'src/rulesets', id)), ...walk(join(root, 'test', id))]);
    expect(all.filter((d) => NEVER.some((n) => d.endsWith(`/${n}`)))).toEqual([]);
  });

  it('src/foundry keeps its Quench batches in quench/', () => {
    const quench = readdirSync(join(root, 'src/foundry')).filter((name) => name.startsWith('quench'));
    expect(quench).toEqual(['quench']);
  });
});
