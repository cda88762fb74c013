/**
 * The dialog before a power is used: for each target, the situations that change its pool (each
 * counted once, CRY-2 — pre-ticked where the map tells: elevation, an ally opposite, distance), the
 * distance for range penalties and any other modifier; then the exact odds of hits and crits for
 * the target chosen, with every target's headline in the notes. Weak and resistant come from the
 * target's types and are listed, not asked.
 */
import { localize } from '../../../foundry/i18n';
import {
  RollDialog,
  rollDialogContext,
  type RollDialogConfig,
  type RollDialogField,
  type RollDialogValues,
} from '../../../foundry/rolls/roll-dialog';
import { formatPercent } from '../../../foundry/odds/odds-view';
import {
  attackOdds,
  planAttack,
  SITUATION_IDS,
  situationKey,
  typeAffinity,
  type AttackOdds,
  type PoolBreakdown,
  type PoolEntry,
  poolTermKey,
  type SituationId,
  crytureKey,
} from '../rules';
import { countKey, type OddsSummary } from '../../../core';
import { engineRequest, type AttackRollRequest } from '../dice/attack-roll';
import { poolEntryText } from '../dice/pool-text';

const GROUP_ROLL = 'roll';
type GroupedField = RollDialogField & { group: string; groupLabel: string };

/** The situations a player ticks: weak and resistant come from the target's types instead. */
export const ASKED: SituationId[] = SITUATION_IDS.filter((s) => s !== 'weak' && s !== 'resistant');

const field = (f: GroupedField) => f;

export interface PoolDialogInput {
  request: AttackRollRequest;
  /** Why the power cannot be used now (action, cost), already localised; blocks rolling. */
  blocked?: string;
  /** What the use will spend, already localised (e.g. "Major Action · 2 Mana"). */
  spends?: string;
}

/** Fills the request from the dialog's values (the situations ticked, distances, extra dice). */
export function requestWithValues(request: AttackRollRequest, values: RollDialogValues): AttackRollRequest {
  const form = request.power.range.form;
  const distanced = form === 'melee' || form === 'ranged';
  return {
    ...request,
    ...(form === 'rangedBlast' && values.originDistance !== undefined
      ? { originDistance: Number(values.originDistance) }
      : {}),
    targets: request.targets.map((target, i) => ({
      ...target,
      situations: ASKED.filter((s) => values[`t${i}_${s}`] === true),
      ...(distanced && values[`t${i}_distance`] !== undefined ? { distance: Number(values[`t${i}_distance`]) } : {}),
      extraDice: Number(values[`t${i}_extra`] ?? 0) || 0,
    })),
  };
}

function fieldsFor(request: AttackRollRequest): GroupedField[] {
  const fields: GroupedField[] = [];
  const form = request.power.range.form;
  const attack = request.power.check?.kind === 'attack';
  const rollLabel = localize(crytureKey('dialog.roll'));
  if (form === 'rangedBlast')
    fields.push(
      field({
        name: 'originDistance',
        label: crytureKey('dialog.originDistance'),
        kind: 'number',
        value: request.originDistance ?? 0,
        min: 0,
        max: 999,
        group: GROUP_ROLL,
        groupLabel: rollLabel,
      }),
    );
  if (request.targets.length > 1)
    fields.push(
      field({
        name: 'oddsFor',
        label: crytureKey('dialog.oddsFor'),
        kind: 'select',
        value: '0',
        options: request.targets.map((target, i) => ({ value: String(i), label: target.name })),
        group: GROUP_ROLL,
        groupLabel: rollLabel,
      }),
    );
  if (request.power.check)
    fields.push(
      field({
        name: 'chart',
        label: crytureKey('dialog.chart'),
        kind: 'select',
        value: 'hits',
        options: [
          { value: 'hits', label: crytureKey('dialog.chartHits') },
          { value: 'crits', label: crytureKey('dialog.chartCrits') },
        ],
        group: GROUP_ROLL,
        groupLabel: rollLabel,
      }),
    );
  request.targets.forEach((target, i) => {
    const group = `t${i}`;
    const groupLabel = target.name;
    if (attack)
      for (const s of ASKED)
        fields.push(
          field({
            name: `${group}_${s}`,
            label: situationKey(s),
            kind: 'checkbox',
            value: target.situations.includes(s),
            group,
            groupLabel,
          }),
        );
    if (form === 'melee' || form === 'ranged')
      fields.push(
        field({
          name: `${group}_distance`,
          label: crytureKey('dialog.distance'),
          kind: 'number',
          value: target.distance ?? 1,
          min: 0,
          max: 999,
          group,
          groupLabel,
        }),
      );
    if (request.power.check)
      fields.push(
        field({
          name: `${group}_extra`,
          label: crytureKey('dialog.extraDice'),
          kind: 'number',
          value: target.extraDice,
          min: -20,
          max: 20,
          group,
          groupLabel,
        }),
      );
  });
  return fields;
}

function critSummary(odds: AttackOdds, index: number): OddsSummary {
  const target = odds.targets[index]!;
  return {
    headline: target.summary.headline,
    axis: { key: crytureKey('odds.critsAxis') },
    bars: target.crits,
    expected: target.summary.expected ?? [],
  };
}

/**
 * A target's pool as the sum that makes it, "12 − 6 range − 2 cover": the stats, then each
 * modifier by its short name; null when nothing but the stats counts.
 */
export function poolSum(pool: PoolBreakdown): string | null {
  const [first, ...rest] = pool.entries;
  if (!first || !rest.length) return null;
  const term = (e: PoolEntry) => localize(poolTermKey(e.part));
  const head =
    first.part === 'stats' ? String(first.dice) : `${first.dice < 0 ? '−' : ''}${Math.abs(first.dice)} ${term(first)}`;
  return [head, ...rest.map((e) => `${e.dice < 0 ? '−' : '+'} ${Math.abs(e.dice)} ${term(e)}`)].join(' ');
}

function notesFor(
  request: AttackRollRequest,
  odds: AttackOdds | null,
  input: PoolDialogInput,
  pool?: PoolBreakdown,
  pools: PoolBreakdown[] = [],
) {
  const notes: { label: string; value: string }[] = [];
  if (input.spends) notes.push({ label: crytureKey('dialog.spends'), value: input.spends });
  if (pool?.entries.length)
    notes.push({
      label: crytureKey('dialog.pool'),
      value: pool.entries.map(poolEntryText).join(', '),
    });
  request.targets.forEach((target, i) => {
    const affinity = typeAffinity(target.snapshot, request.power.type);
    const from = [
      affinity.weak ? localize(situationKey('weak')) : '',
      affinity.resistant ? localize(situationKey('resistant')) : '',
    ].filter(Boolean);
    const o = odds?.targets[i];
    // The dice against this target, with what cut (or added to) them: range, cover, statuses.
    const sum = pools[i] ? poolSum(pools[i]) : null;
    const value = o
      ? localize(countKey(crytureKey(sum ? 'dialog.targetPool' : 'dialog.targetOdds'), o.dice), {
          dice: o.dice,
          ...(sum ? { sum } : {}),
          difficulty: o.difficulty,
          label: localize((o.summary.headline.label as { key: string }).key),
          percent: formatPercent(o.summary.headline.probability),
        })
      : '';
    if (value || from.length) notes.push({ label: target.name, value: [value, ...from].filter(Boolean).join(' · ') });
  });
  if (odds?.selfDamage)
    notes.push({ label: crytureKey('dialog.clumsy'), value: formatPercent(odds.selfDamage.headline.probability) });
  return notes;
}

export function poolDialogConfig(input: PoolDialogInput): RollDialogConfig & { fields: GroupedField[] } {
  const { request } = input;
  return {
    title: request.power.name,
    rollLabel: crytureKey('dialog.use'),
    fields: fieldsFor(request),
    evaluate(values) {
      const filled = requestWithValues(request, values);
      const planned = planAttack(engineRequest(filled));
      if (!planned.ok) {
        const reasons = [...new Set(planned.refusals.map((r) => localize(r.key)))].join(' ');
        return { odds: null, notes: notesFor(filled, null, input), error: reasons };
      }
      const odds = attackOdds(engineRequest(filled));
      const index = Math.min(Number(values.oddsFor ?? 0) || 0, Math.max(0, (odds?.targets.length ?? 1) - 1));
      const chosen = odds?.targets[index];
      const summary = chosen ? (values.chart === 'crits' ? critSummary(odds!, index) : chosen.summary) : null;
      return {
        odds: summary,
        notes: notesFor(
          filled,
          odds,
          input,
          planned.plan.targets[index]?.pool,
          planned.plan.targets.map((t) => t.pool),
        ),
        ...(input.blocked ? { error: input.blocked } : {}),
      };
    },
  };
}

/**
 * The dialog's fields grouped: the roll's own options first, then one group per target. A field
 * with no group (the shared visibility select) joins the roll's own options.
 */
export function groupedDialogContext(config: RollDialogConfig, values: RollDialogValues) {
  const context = rollDialogContext(config, values);
  const groups: { id: string; label: string; fields: typeof context.fields }[] = [];
  for (const f of context.fields) {
    const g = f as typeof f & { group?: string; groupLabel?: string };
    const id = g.group ?? GROUP_ROLL;
    let group = groups.find((x) => x.id === id);
    if (!group) {
      const label = g.groupLabel ?? (id === GROUP_ROLL ? localize(crytureKey('dialog.roll')) : '');
      groups.push((group = { id, label, fields: [] }));
    }
    group.fields.push(f);
  }
  return { ...context, groups };
}

export const POOL_DIALOG_TEMPLATE = 'systems/manifold/templates/cryture/pool-dialog.hbs';

/** The shared roll dialog with the cryture fields template (fields grouped by target). */
export class CrytureRollDialog extends RollDialog {
  static override PARTS = {
    ...RollDialog.PARTS,
    fields: { template: POOL_DIALOG_TEMPLATE },
  };

  constructor(
    private readonly poolConfig: RollDialogConfig,
    resolve: (values: RollDialogValues | null) => void,
  ) {
    super(poolConfig, resolve);
  }

  static override prompt(config: RollDialogConfig): Promise<RollDialogValues | null> {
    return new Promise((resolve) => void new CrytureRollDialog(config, resolve).render({ force: true }));
  }

  protected override async _prepareContext(
    options: Parameters<RollDialog['_prepareContext']>[0],
  ): ReturnType<RollDialog['_prepareContext']> {
    const context = await super._prepareContext(options);
    const values = Object.fromEntries(context.fields.map((f) => [f.name, f.value])) as RollDialogValues;
    return { ...context, groups: groupedDialogContext(this.poolConfig, values).groups } as typeof context;
  }
}
