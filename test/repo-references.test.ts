/**
 * The repository explains itself: no tracked file cites a number of our own issue tracker ("issue
 * 18 §5"), a path outside the repository (the parent folder's shared files or its design file) or
 * the lock-file command that went with them. Rules are cited by their document section and ruling
 * id (docs/dev/rulings.md); a public repository's issue as `owner/repo#N`.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

const OUTSIDE = [
  'issues? [0-9]+', // our tracker's numbers
  '\\.\\./shared', // the folder beside the repository
  'shared/[r]ules/',
  'DESIGN\\.md',
  'fl[o]ck', // the lock-file convention for that folder
];

/** `git grep` over the tracked files, this file left out: the lines that match, or none. */
function trackedLinesMatching(pattern: string): string[] {
  try {
    return execFileSync('git', ['grep', '-nIiE', pattern, '--', '.', ':!test/repo-references.test.ts'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // git grep exits 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe('the repository points at nothing outside itself', () => {
  it('finds what it looks for', () => {
    expect(trackedLinesMatching('RulesetDescriptor').length).toBeGreaterThan(0);
  });

  it.each(OUTSIDE)('no tracked file matches /%s/i', (pattern) => {
    expect(trackedLinesMatching(pattern)).toEqual([]);
  });
});
