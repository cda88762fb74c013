/** Words for what a transition changed: "Body 3 → 5", "Resolve 2 → 3"… (shown on notice cards). */
import type { Localize } from '../dice/dice-view';
import type { ActorChanges, HitdiceActor } from '../rules';

const NUMBERS: [keyof ActorChanges, string, (a: HitdiceActor) => number][] = [
  ['guard', 'MANIFOLD.hitdice.layer.guard', (a) => a.guard],
  ['barrier', 'MANIFOLD.hitdice.layer.barrier', (a) => a.barrier],
  ['armorDice', 'MANIFOLD.hitdice.layer.armor', (a) => a.armor.dice],
  ['body', 'MANIFOLD.hitdice.layer.body', (a) => a.body],
  ['resolve', 'MANIFOLD.hitdice.sheet.resolve', (a) => a.resolve],
  ['affinityStored', 'MANIFOLD.hitdice.sheet.affinity', (a) => a.affinity.stored],
];

export function describeChanges(before: HitdiceActor, changes: ActorChanges, t: Localize): string[] {
  const lines: string[] = [];
  for (const [key, label, read] of NUMBERS) {
    const value = changes[key];
    if (typeof value === 'number' && value !== read(before)) {
      lines.push(t('MANIFOLD.hitdice.card.change', { what: t(label), from: read(before), to: value }));
    }
  }
  return lines;
}
