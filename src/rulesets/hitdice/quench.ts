/**
 * What only a real Foundry can show for hitdice (Quench): a defense roll built from the dice the
 * rules asked for survives the chat log's JSON with its dice, formula and card; a whole attack and
 * defense runs on real documents.
 */
import type { Quench } from '../../foundry/quench/types';
import { snapshotOf } from './data/snapshot';
import { HitdiceActionRoll } from './dice/action-roll';
import { HitdiceDefenseRoll } from './dice/defense-roll';
import { defendAgainst } from './flows/defense';
import { EMPTY_ROUND } from './rules';

export function registerHitdiceQuench(quench: Quench): void {
  quench.registerBatch(
    'manifold.hitdice',
    ({ describe, it, after, assert }) => {
      const made: (Actor.Implementation | ChatMessage.Implementation)[] = [];
      after(async () => {
        for (const doc of made) await doc.delete();
      });
      describe('hitdice rolls in Foundry', () => {
        it('a defense roll of recorded dice round-trips through JSON', async () => {
          const roll = await HitdiceDefenseRoll.resolve({
            actor: { level: 3, body: 8, resolve: 5, armor: { type: 'light', dice: 2 } },
            damage: 3,
            actorName: 'Quench',
            targetUuid: '',
            attackLabel: 'Test',
            attackerName: 'Test',
          });
          const again = Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));
          assert.ok(again instanceof HitdiceDefenseRoll, 'rebuilt as a defense roll');
          assert.equal(again.formula, roll.formula);
          assert.equal(
            JSON.stringify(again.dice.map((d) => d.results)),
            JSON.stringify(roll.dice.map((d) => d.results)),
          );
          assert.equal(await again.render(), await roll.render());
        });
        it('an attack on a character is defended from its card and the layers change', async () => {
          const actor = (await Actor.create({
            name: 'Quench Hitdice',
            type: 'hitdice-character',
            system: { level: 1, body: { value: 5 } },
          })) as Actor.Implementation;
          made.push(actor);
          const attack = await HitdiceActionRoll.resolve({
            actor: { level: 5, body: 5, resolve: 5 },
            tier: 'basic',
            round: EMPTY_ROUND,
            label: 'Quench axe',
            actorName: 'Quench',
            source: 'weapon',
            attack: true,
            targets: [{ uuid: actor.uuid, name: actor.name ?? '' }],
          });
          const message = (await attack.toMessage({})) as ChatMessage.Implementation;
          made.push(message);
          const before = snapshotOf(actor).body as number;
          if (!attack.actionResult?.met) return assert.ok(true, 'the attack missed: nothing to defend');
          const defense = (await defendAgainst(message, actor, { fastForward: true })) as ChatMessage.Implementation;
          made.push(defense);
          assert.ok(defense.rolls[0] instanceof HitdiceDefenseRoll, 'a defense card');
          assert.ok((snapshotOf(actor).body as number) <= before, 'body dice never grow from a hit');
        });
      });
    },
    { displayName: 'Manifold: hitdice rolls and defense' },
  );
}
