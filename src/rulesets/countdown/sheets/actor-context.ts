/**
 * What the character sheet shows, built from the actor through the engine: each stat and skill
 * with its Difficulty (CD-1), Armor part by part, slots against Vigor + 5, countdown dice with
 * their expected triggers left, the death clock, uses, and the creation and level-up steps.
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import { formatPercent } from '../../../foundry/odds/odds-view';
import {
  ancestryRow,
  aspectRow,
  backgroundRow,
  classRow,
  CONDITIONS,
  gainsTalentAt,
  MAX_LEVEL,
  SKILLS,
  STAT_ABBREVIATIONS,
  STAT_IDS,
  statSetValid,
  weaponLabel,
  type SkillId,
} from '../rules';
import { countKey } from '../../../core';
import { derivedOf, durationStateOf, itemsOf, type CountdownCharacter } from '../data/snapshot';
import { usesOf } from '../data/derive';
import {
  TYPES,
  type ArmorSystem,
  type GearSystem,
  type ShieldSystem,
  type SpellSystem,
  type WeaponSystem,
} from '../data/types';
import { cdText } from '../dice/countdown-die-roll';
import { attackModes } from '../flows/attack';
import { countdownSummary, dieSummary } from '../flows/countdown-dice';
import { deathClockView } from '../flows/vitals';

const signedArmor = (v: number) => (v >= 0 ? `+${v}` : `−${Math.abs(v)}`);

function header(actor: CountdownCharacter) {
  const d = derivedOf(actor);
  const vitals = d.vitals;
  return {
    classLabel: d.classId ? countdownText(`class.${d.classId}.name`) : countdownText('sheet.noClass'),
    ancestryLabel: d.ancestryId
      ? `${countdownText(`ancestry.${d.ancestryId}.name`)}${d.beastkinAspect ? ` (${countdownText(`aspect.${d.beastkinAspect}.name`)})` : ''}`
      : countdownText('sheet.noAncestry'),
    backgroundLabel: d.backgroundId
      ? countdownText(`background.${d.backgroundId}.name`)
      : countdownText('sheet.noBackground'),
    hpPercent: Math.round((vitals.hp / Math.max(1, vitals.maxHp)) * 100),
    status: { id: vitals.status, label: countdownText(`vitalStatus.${vitals.status}`) },
    deathClock: deathClockView(actor, countdownText('death.shortName')),
    armor: d.armor,
    armorParts: d.armorParts.map((p) => ({
      label: countdownText(`armorPart.${p.source}`),
      value: signedArmor(p.value),
    })),
    armorUntrained: !d.armorTrained,
    conditions: CONDITIONS.map((id) => ({
      id,
      label: countdownText(`condition.${id}`),
      active: actor.statuses.has(id),
    })),
    maxLevel: MAX_LEVEL,
  };
}

function skillSourceLabel(actor: CountdownCharacter, skill: SkillId): string {
  const source = actor.system.skills[skill]?.source;
  return source ? countdownText(`skillSource.${source}`) : '';
}

function main(actor: CountdownCharacter) {
  const d = derivedOf(actor);
  return {
    stats: STAT_IDS.map((id) => ({
      id,
      abbr: STAT_ABBREVIATIONS[id],
      label: countdownText(`stat.${id}`),
      // The stored stat in the input (an effect's change is in its tooltip), so saving never writes it in.
      value: actor._source.system.stats?.[id] ?? actor.system.stats[id],
      untrained: d.statDifficulties[id].untrained,
      trained: d.statDifficulties[id].trained,
    })),
    skills: SKILLS.map(({ id, stat }) => {
      const line = d.skills.find((s) => s.skill === id)!;
      return {
        id,
        label: countdownText(`skill.${id}`),
        stat: STAT_ABBREVIATIONS[stat],
        trained: line.trained,
        difficulty: line.difficulty,
        source: skillSourceLabel(actor, id),
      };
    }),
    uses: usesOf(actor.system, d).map((u) => ({ id: u.id, label: countdownText(`use.${u.id}`), spent: u.spent })),
    defending: actor.statuses.has('defending'),
    canCraftPoultice: !!classRow(d.classId)?.features.poultice,
    canAskQuestion: !!classRow(d.classId)?.features.question,
    isSurgeon: !!classRow(d.classId)?.features.fieldSurgery,
  };
}

function weaponView(w: Item.Implementation & { system: WeaponSystem }) {
  const s = w.system;
  return {
    id: w.id,
    name: w.name,
    img: w.img,
    damage: `d${s.damage}${s.versatileDamage ? ` / d${s.versatileDamage}` : ''}`,
    range: (['close', 'near', 'far'] as const)
      .filter((r) => s.range[r])
      .map((r) => countdownText(`distance.${r}`))
      .join('/'),
    properties: (Object.keys(s.properties) as (keyof WeaponSystem['properties'])[])
      .filter((p) => s.properties[p])
      .map((p) => countdownText(`property.${p}`))
      .join(', '),
    equipped: s.equipped,
    loading: s.properties.loading,
    loaded: s.loaded,
    canAttack: attackModes(s).length > 0,
    slots: s.slots * s.quantity,
  };
}

function gearView(g: Item.Implementation & { system: GearSystem }) {
  const s = g.system;
  const countdown = s.countdown.enabled ? countdownSummary(s) : null;
  return {
    id: g.id,
    name: g.name,
    img: g.img,
    quantity: s.quantity,
    uses: s.uses.max ? `${s.uses.value}/${s.uses.max}` : '',
    light: s.light ? countdownText(`distance.${s.light}`) : '',
    lit: s.lit,
    kit: !!s.kit,
    heals: s.uses.value > 0 && (s.heal.bonus > 0 || (s.heal.count > 0 && s.heal.faces > 0)),
    countdown: countdown
      ? {
          die: cdText(countdown.state),
          size: countdown.state.die ?? 0,
          exhausted: countdown.state.die === null,
          expected: countdown.expected,
          holds: formatPercent(countdown.odds.headline.probability),
          resource: countdownText(
            s.countdown.resource === 'custom' ? 'resource.custom' : `resource.${s.countdown.resource}`,
          ),
        }
      : null,
    slots: s.ammunition ? '' : String(s.slots * s.quantity),
  };
}

function inventory(actor: CountdownCharacter) {
  const slots = derivedOf(actor).slots;
  return {
    slots: {
      ...slots,
      percent: Math.min(100, Math.round((slots.used / Math.max(1, slots.capacity)) * 100)),
      overLabel: slots.over ? countdownText('sheet.overCapacity', { over: slots.over }) : '',
    },
    weapons: itemsOf<WeaponSystem>(actor, TYPES.weapon).map(weaponView),
    armor: itemsOf<ArmorSystem>(actor, TYPES.armor).map((a) => ({
      id: a.id,
      name: a.name,
      img: a.img,
      armor: a.system.armor,
      worn: a.system.worn,
      slots: a.system.slots,
      notes: a.system.cannotSwim ? countdownText('sheet.cannotSwim') : '',
    })),
    shields: itemsOf<ShieldSystem>(actor, TYPES.shield).map((s) => ({
      id: s.id,
      name: s.name,
      img: s.img,
      armor: s.system.armor,
      equipped: s.system.equipped,
      slots: s.system.slots,
    })),
    countdowns: itemsOf<GearSystem>(actor, TYPES.gear)
      .filter((g) => g.system.countdown.enabled)
      .map(gearView),
    gear: itemsOf<GearSystem>(actor, TYPES.gear)
      .filter((g) => !g.system.countdown.enabled)
      .map(gearView),
  };
}

function features(actor: CountdownCharacter) {
  const d = derivedOf(actor);
  const cls = classRow(d.classId);
  const ancestry = ancestryRow(d.ancestryId);
  const background = backgroundRow(d.backgroundId);
  const aspect = aspectRow(d.beastkinAspect);
  const itemId = (type: string) => itemsOf(actor, type)[0]?.id;
  return {
    class: cls
      ? {
          itemId: itemId(TYPES.class),
          name: countdownText(`class.${cls.id}.name`),
          identity: countdownText(`class.${cls.id}.identity`),
          ability: countdownText(`class.${cls.id}.ability`),
          abilityText: countdownText(`class.${cls.id}.abilityText`),
          hpDie: `d${cls.hpDie}`,
        }
      : null,
    ancestry: ancestry
      ? {
          itemId: itemId(TYPES.ancestry),
          name: countdownText(`ancestry.${ancestry.id}.name`),
          innate: countdownText(`ancestry.${ancestry.id}.innate`),
          innateText: countdownText(`ancestry.${ancestry.id}.innateText`),
          aspect: aspect
            ? `${countdownText(`aspect.${aspect.id}.name`)}: ${countdownText(`aspect.${aspect.id}.text`)}`
            : '',
          languages: ancestry.languages.map((l) => countdownText(`language.${l}`)).join(', '),
        }
      : null,
    background: background
      ? {
          itemId: itemId(TYPES.background),
          name: countdownText(`background.${background.id}.name`),
          hook: countdownText(`background.${background.id}.hook`),
          skill: countdownText(`skill.${background.trainedSkill}`),
        }
      : null,
    spells: itemsOf<SpellSystem>(actor, TYPES.spell).map((s) => ({
      id: s.id,
      name: s.name,
      img: s.img,
      tier: s.system.tier,
      components: s.system.requiresComponents,
      light: s.system.light ? countdownText(`distance.${s.system.light}`) : '',
      duration: s.system.duration > 0 ? spellDuration(s.system) : null,
    })),
    casts: !!cls?.features.spellcasting,
    talents: actor.system.talents,
    naturalWeapon: localize(weaponLabel('naturalWeapon')),
  };
}

/** A spell's duration die (CD-8): cdN while it runs, its odds of holding and expected triggers left. */
export function spellDuration(system: SpellSystem) {
  const { state, odds, expected } = dieSummary(durationStateOf(system));
  return {
    running: state.die !== null,
    die: state.die !== null ? cdText(state) : countdownText('sheet.notRunning'),
    size: state.die ?? 0,
    expected,
    holds: formatPercent(odds.headline.probability),
  };
}

function advancement(actor: CountdownCharacter) {
  const { creation, level, milestones } = actor.system;
  const d = derivedOf(actor);
  return {
    creation: {
      ...creation,
      poolOptions: creation.pool.map((v, i) => ({ index: i, value: v })),
      methodLabel: creation.method
        ? countdownText(`creation.method${creation.method === 'roll' ? 'Roll' : 'Array'}`)
        : '',
      poolValid: creation.method === 'array' || (creation.pool.length === 6 && statSetValid(creation.pool)),
      stats: STAT_IDS.map((id, i) => ({ id, label: countdownText(`stat.${id}`), suggested: i })),
      hasClass: !!d.classId,
    },
    level,
    milestones,
    levelLine: countdownText('sheet.levelLine', {
      level,
      milestones: countdownText(countKey('sheet.milestoneCount', milestones), { count: milestones }),
    }),
    canLevel: level < MAX_LEVEL,
    nextTalent: gainsTalentAt(level + 1),
  };
}

export function characterContext(actor: CountdownCharacter) {
  return {
    cd: {
      header: header(actor),
      main: main(actor),
      inventory: inventory(actor),
      features: features(actor),
      advancement: advancement(actor),
    },
  };
}
