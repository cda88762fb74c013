/**
 * Every string the cryture glue names — `k('…')` in the code, `MANIFOLD.cryture.…` in code and
 * templates, the settings, the status effects and the keys built from the engine's ids — is in
 * lang/en/cryture.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import './fixtures';
import { CRYTURE_SETTINGS } from '../../src/rulesets/cryture/settings';
import { registry } from '../../src/foundry/registry';
import { RANGE_FORMS, STATUS_IDS } from '../../src/rulesets/cryture/rules';
import { CHECK_KINDS, GRANT_TARGETS, MOVEMENT_CHOICES } from '../../src/rulesets/cryture/data/power';
import { CRYTURE_REFERENCES } from '../../src/rulesets/cryture/flows/references';

const ROOT = path.resolve(__dirname, '../..');
function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? (e.name === 'rules' ? [] : files(full)) : [full];
  });
}

describe('cryture glue strings', () => {
  it('every key the glue code and templates name exists', () => {
    const keys = new Set<string>();
    for (const file of [
      ...files(path.join(ROOT, 'src/rulesets/cryture')),
      ...files(path.join(ROOT, 'templates/cryture')),
    ]) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bk\('([\w.]+)'\)/g)) keys.add(`MANIFOLD.cryture.${m[1]}`);
      for (const m of text.matchAll(/MANIFOLD\.cryture\.[\w.]*\w/g))
        if (
          !/\.(settings|statusRules|sheet\.tab|status|actionKind|rulesReference(\.sections)?|power\.(form|check|movement|to|problem))$/.test(
            m[0],
          )
        )
          keys.add(m[0]);
    }
    expect(keys.size).toBeGreaterThan(100);
    const missing = [...keys].filter((key) => !standIn.i18n.has(key));
    expect(missing).toEqual([]);
  });

  it('keys built from ids exist: settings, statuses, range forms, lines, choices, types', () => {
    const built = [
      ...CRYTURE_SETTINGS.flatMap((s) => [s.name, s.hint!, ...Object.values(s.choices ?? {})]),
      ...STATUS_IDS.flatMap((id) => [`MANIFOLD.cryture.statusRules.${id}`, `MANIFOLD.cryture.status.${id}`]),
      ...CRYTURE_REFERENCES.sections.map((s) => s.name),
      CRYTURE_REFERENCES.title,
      ...RANGE_FORMS.map((f) => `MANIFOLD.cryture.power.form.${f}`),
      ...CHECK_KINDS.map((c) => `MANIFOLD.cryture.power.check.${c}`),
      ...MOVEMENT_CHOICES.map((m) => `MANIFOLD.cryture.power.movement.${m}`),
      ...GRANT_TARGETS.map((g) => `MANIFOLD.cryture.power.to.${g}`),
      ...['hit', 'success', 'crit', 'effect', 'cost', 'type', 'action', 'range', 'attack', 'roll'].map(
        (l) => `MANIFOLD.cryture.power.line.${l}`,
      ),
      ...['crit', 'hit', 'miss'].map((r) => `MANIFOLD.cryture.card.role.${r}`),
      ...['applyHits', 'applySuccesses', 'applyEffect', 'critDie'].map((c) => `MANIFOLD.cryture.card.${c}`),
      ...['main', 'notes'].map((tab) => `MANIFOLD.cryture.sheet.tab.${tab}`),
      ...['turn', 'encounter'].map((d) => `MANIFOLD.cryture.sheet.duration.${d}`),
      ...['health', 'stamina', 'mana'].map((d) => `MANIFOLD.cryture.sheet.${d}`),
      ...['major', 'minor', 'available', 'spent'].map((d) => `MANIFOLD.cryture.tracker.${d}`),
      ...['push', 'pull', 'slide'].flatMap((m) => [
        `MANIFOLD.cryture.applied.${m}`,
        `MANIFOLD.cryture.power.summary.${m}`,
      ]),
      ...['actsNow', 'waits'].map((w) => `MANIFOLD.cryture.initiative.${w}`),
      ...Object.values(registry.get('cryture').Actor).map((t) => t.label),
      ...Object.values(registry.get('cryture').Item).map((t) => t.label),
    ];
    expect(built.filter((key) => !standIn.i18n.has(key))).toEqual([]);
  });
});
