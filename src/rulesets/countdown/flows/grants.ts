/**
 * What a class, ancestry or background dropped on a character grants: trained skills (with their
 * source), the abilities' items (the Beastkin natural weapon), starting gear (the Crawling Kit
 * unpacked) and the creation rolls a background makes (extra coin, lore entries). Choices the
 * document asks for (the Invoker's Lore skill, the Human's extra skill, the Beastkin aspect, the
 * Deserter's stolen weapon) are asked for in a dialog.
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import {
  addCoins,
  ancestryRow,
  backgroundRow,
  classRow,
  CRAWLING_KIT,
  SKILL_IDS,
  skillStat,
  upgradeWeapon,
  weaponRow,
  BEASTKIN_ASPECTS,
  type ItemRef,
  type SkillId,
} from '../rules';
import { derivedOf, itemsOf, type CountdownCharacter } from '../data/snapshot';
import { TYPES, type SkillSource, type WeaponSystem } from '../data/types';
import { CountdownCoinRoll } from '../dice/creation-rolls';
import { runRoll, noChoices } from '../../../foundry/rolls/pipeline';
import { countdownPlan } from './plan';
import { itemDataForRef, weaponData, type ItemData } from '../data/catalogue';

/** Asks the player to pick one option (labels are text, escaped here); null when dismissed. */
export async function choose(
  title: string,
  prompt: string,
  options: { id: string; label: string }[],
): Promise<string | null> {
  const { DialogV2 } = foundry.applications.api;
  const content = document.createElement('div');
  content.textContent = prompt;
  const answer = await DialogV2.wait({
    window: { title },
    content,
    // DialogV2 inserts a button's label as HTML, and a label may be an item's name.
    buttons: options.map((o, i) => ({ action: o.id, label: foundry.utils.escapeHTML(o.label), default: i === 0 })),
    rejectClose: false,
  });
  return typeof answer === 'string' && options.some((o) => o.id === answer) ? answer : null;
}

/** Skills trained from one source are replaced by another's (a new class replaces the old one's). */
function skillUpdate(
  actor: CountdownCharacter,
  sources: SkillSource[],
  trained: { skill: SkillId; source: SkillSource }[],
) {
  const skills: Partial<Record<SkillId, { trained: boolean; source: SkillSource }>> = {};
  for (const id of SKILL_IDS) {
    const current = actor.system.skills[id];
    if (current?.trained && sources.includes(current.source)) skills[id] = { trained: false, source: '' };
  }
  for (const { skill, source } of trained) {
    const current = actor.system.skills[skill];
    // A skill already trained from another source keeps that source (no double training).
    if (current?.trained && !sources.includes(current.source)) continue;
    skills[skill] = { trained: true, source };
  }
  return { system: { skills } };
}

/** Replaces the actor's item of this type (its class, ancestry or background) by the dropped one. */
async function replaceItems(actor: CountdownCharacter, data: Item.CreateData) {
  const old = itemsOf(actor, data.type).map((i) => i.id!);
  if (old.length) await actor.deleteEmbeddedDocuments('Item', old);
  await actor.createEmbeddedDocuments('Item', [data]);
}

async function createFromRefs(actor: CountdownCharacter, refs: readonly ItemRef[]) {
  const data = refs.map((r) => itemDataForRef(r, localize)).filter((d): d is ItemData => !!d);
  if (data.length) await actor.createEmbeddedDocuments('Item', data);
}

/** The Crawling Kit's contents as items (backpack, flint & steel, 2 torches, 3 rations, …). */
export async function unpackCrawlingKit(actor: CountdownCharacter) {
  await createFromRefs(actor, CRAWLING_KIT.contents);
}

/** Deserter: upgrade one of the class's starting weapons one die size (the stolen weapon). */
async function deserterUpgrade(actor: CountdownCharacter) {
  const weapons = itemsOf<WeaponSystem>(actor, TYPES.weapon).filter((w) => weaponRow(w.system.catalogueId));
  if (!weapons.length) return;
  const pick =
    weapons.length === 1
      ? weapons[0]!.id!
      : await choose(
          countdownText('grant.deserterTitle'),
          countdownText('grant.deserterPrompt'),
          weapons.map((w) => ({ id: w.id!, label: w.name ?? '' })),
        );
  const weapon = weapons.find((w) => w.id === pick);
  if (!weapon) return;
  const upgraded = upgradeWeapon(weapon.system.catalogueId);
  if ('ok' in upgraded) return;
  await weapon.update({
    name: countdownText('grant.stolenWeapon', { name: weapon.name ?? '' }),
    system: {
      damage: upgraded.damage,
      ...(upgraded.versatileDamage ? { versatileDamage: upgraded.versatileDamage } : {}),
    },
  });
}

export async function grantClass(actor: CountdownCharacter, item: Item.OfType<typeof TYPES.class>) {
  const row = classRow(item.system.classId);
  if (!row) return;
  const first = !derivedOf(actor).classId;
  await replaceItems(actor, item.toObject());
  const trained: { skill: SkillId; source: SkillSource }[] = row.trainedSkills.map((skill) => ({
    skill,
    source: 'class',
  }));
  if (row.skillOfChoice) {
    const options = SKILL_IDS.filter((s) => skillStat(s) === row.skillOfChoice && !row.trainedSkills.includes(s));
    const pick = await choose(
      countdownText('grant.classSkillTitle'),
      countdownText('grant.classSkillPrompt', { stat: countdownText(`stat.${row.skillOfChoice}`) }),
      options.map((s) => ({ id: s, label: countdownText(`skill.${s}`) })),
    );
    if (pick) trained.push({ skill: pick as SkillId, source: 'classChoice' });
  }
  await actor.update(skillUpdate(actor, ['class', 'classChoice'], trained));
  if (first && !actor.system.creation.done) {
    await createFromRefs(actor, row.startingGear);
    await unpackCrawlingKit(actor);
    if (derivedOf(actor).backgroundId === 'deserter') await deserterUpgrade(actor);
  }
}

export async function grantAncestry(actor: CountdownCharacter, item: Item.OfType<typeof TYPES.ancestry>) {
  const row = ancestryRow(item.system.ancestryId);
  if (!row) return;
  const before = derivedOf(actor).maxHpBonus;
  let aspect = item.system.aspect;
  if (row.features.aspects && !aspect) {
    aspect = ((await choose(
      countdownText('grant.aspectTitle'),
      countdownText('grant.aspectPrompt'),
      BEASTKIN_ASPECTS.map((a) => ({
        id: a,
        label: `${countdownText(`aspect.${a}.name`)} — ${countdownText(`aspect.${a}.text`)}`,
      })),
    )) ?? '') as typeof aspect;
  }
  const data = item.toObject();
  await replaceItems(actor, { ...data, system: { ...data.system, aspect } });
  const trained: { skill: SkillId; source: SkillSource }[] = [];
  if (row.features.extraTrainedSkill) {
    const options = SKILL_IDS.filter(
      (s) => !actor.system.skills[s]?.trained || actor.system.skills[s]?.source === 'ancestry',
    );
    const pick = await choose(
      countdownText('grant.humanSkillTitle'),
      countdownText('grant.humanSkillPrompt'),
      options.map((s) => ({ id: s, label: countdownText(`skill.${s}`) })),
    );
    if (pick) trained.push({ skill: pick as SkillId, source: 'ancestry' });
  }
  await actor.update(skillUpdate(actor, ['ancestry'], trained));
  const natural = itemsOf<WeaponSystem>(actor, TYPES.weapon).filter((w) => w.system.catalogueId === 'naturalWeapon');
  if (row.features.naturalWeapon && !natural.length) {
    const weapon = weaponData(weaponRow(row.features.naturalWeapon)!, localize);
    await actor.createEmbeddedDocuments('Item', [{ ...weapon, system: { ...weapon.system, equipped: true } }]);
  } else if (!row.features.naturalWeapon && natural.length) {
    await actor.deleteEmbeddedDocuments(
      'Item',
      natural.map((w) => w.id!),
    );
  }
  // Dwerrow +2 maximum HP: if HP was already rolled, the bonus follows the ancestry.
  const bonus = (row.features.maxHpBonus ?? 0) - before;
  if (bonus && actor.system.creation.hpRolled) {
    await actor.update({
      system: {
        hp: { max: Math.max(1, actor.system.hp.max + bonus), value: Math.max(0, actor.system.hp.value + bonus) },
      },
    });
  }
}

export async function grantBackground(actor: CountdownCharacter, item: Item.OfType<typeof TYPES.background>) {
  const row = backgroundRow(item.system.backgroundId);
  if (!row) return;
  const first = !derivedOf(actor).backgroundId;
  await replaceItems(actor, item.toObject());
  const already = actor.system.skills[row.trainedSkill];
  if (already?.trained && already.source !== 'background')
    ui.notifications?.info(
      countdownText('grant.duplicateSkill', { skill: countdownText(`skill.${row.trainedSkill}`) }),
    );
  await actor.update(skillUpdate(actor, ['background'], [{ skill: row.trainedSkill, source: 'background' }]));
  if (!first || actor.system.creation.done) return;
  await createFromRefs(actor, row.startingGear);
  if (row.weaponUpgrade && derivedOf(actor).classId) await deserterUpgrade(actor);
  if (row.coin || row.loreEntries) await runRoll(coinPlan(actor, row.id), { fastForward: true });
}

/** A background's extra coin and lore entries, rolled at creation: the coin goes to the purse. */
export function coinPlan(actor: CountdownCharacter, backgroundId: string) {
  return countdownPlan(CountdownCoinRoll, {
    kind: 'coin',
    actor,
    dialog: noChoices(
      countdownText('card.backgroundTitle', { name: countdownText(`background.${backgroundId}.name`) }),
    ),
    request: () => ({ backgroundId }),
    async commit({ result }) {
      if (result.coins.gp) await actor.update({ system: { currency: addCoins(actor.system.currency, result.coins) } });
    },
  });
}
