/**
 * What only a real Foundry can show for hitdice (Quench): a defense roll made through the roll
 * pipeline survives the chat log's JSON with its dice, formula and card; a whole attack and
 * defense runs on real documents.
 */
import type { Quench } from '../../foundry/quench/types';
import { noChoices, runRoll, type RollPlan } from '../../foundry/rolls/pipeline';
import { snapshotOf } from './data/snapshot';
import { HitdiceDefenseRoll, type DefenseRollRequest } from './dice/defense-roll';
import { MOST_HITDICE_DICE } from './dice/hitdice-roll';
import { actionPlan } from './flows/action';
import { defensePlan } from './flows/defense';
import { resolveDefense, type DefenseResult } from './rules';

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
          const request: DefenseRollRequest = {
            actor: { level: 3, body: 8, resolve: 5, armor: { type: 'light', dice: 2 } },
            damage: 3,
            actorName: 'Quench',
            targetUuid: '',
            attackLabel: 'Test',
            attackerName: 'Test',
          };
          const plan: RollPlan<DefenseRollRequest, DefenseResult> = {
            kind: 'hitdice.defense',
            actor: null,
            dialog: noChoices('Quench'),
            request: () => request,
            resolve: resolveDefense,
            mostDice: MOST_HITDICE_DICE,
            chatRoll: (m) => HitdiceDefenseRoll.of(m),
          };
          const posted = await runRoll(plan, { fastForward: true });
          assert.ok(posted, 'the defense was posted');
          made.push(posted!.message);
          const roll = posted!.roll;
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
          const attacker = (await Actor.create({
            name: 'Quench',
            type: 'hitdice-character',
            system: { level: 5 },
            items: [{ name: 'Quench axe', type: 'hitdice-weapon', system: { tier: 'basic' } }],
          })) as Actor.Implementation;
          made.push(attacker);
          const axe = attacker.items.contents[0] as Item.Implementation;
          const attack = await runRoll(
            actionPlan(attacker, {
              kind: 'weapon',
              item: axe,
              label: axe.name ?? '',
              targets: [{ uuid: actor.uuid, name: actor.name ?? '' }],
            }),
            { fastForward: true },
          );
          assert.ok(attack, 'the attack was posted');
          made.push(attack!.message);
          const before = snapshotOf(actor).body as number;
          if (!attack!.made.result.met) return assert.ok(true, 'the attack missed: nothing to defend');
          const defense = await runRoll(await defensePlan(attack!.message, actor), { fastForward: true });
          assert.ok(defense, 'the defense was posted');
          made.push(defense!.message);
          assert.ok(defense!.roll instanceof HitdiceDefenseRoll, 'a defense card');
          assert.ok((snapshotOf(actor).body as number) <= before, 'body dice never grow from a hit');
        });
      });
    },
    { displayName: 'Manifold: hitdice rolls and defense' },
  );
}
