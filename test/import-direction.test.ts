/**
 * The import direction inside a ruleset (docs/dev/ruleset-floor-plan.md) is ESLint's to keep
 * (eslint.config.js); this shows the rule failing on test/lint/fixtures, which `eslint .` skips,
 * and passing on imports down the direction.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const fixtures = join(root, 'test/lint/fixtures/rulesets/example');

async function errorsIn(file: string): Promise<{ rule: string | null; message: string }[]> {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([join(fixtures, file)]);
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('the import direction inside a ruleset', () => {
  it('fails data/ importing from flows/', async () => {
    const errors = await errorsIn('data/reads-a-flow.ts');
    expect(errors).toEqual([
      { rule: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('ruleset-floor-plan.md') },
    ]);
  });

  it('lets flows/ import data/, and data/ import a type from flows/', async () => {
    expect(await errorsIn('flows/surge.ts')).toEqual([]);
    expect(await errorsIn('data/flag.ts')).toEqual([]);
  });
});
