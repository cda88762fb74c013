/**
 * The Power item's sheet: the power as a card in the document's format at the top, then its lines
 * to edit in the same order, with the statuses and forced movement each line grants. A power can
 * also be pasted as printed and read by the engine's parser.
 */
import { localize } from '../../../foundry/i18n';
import { EFFECTS_PART } from '../../../foundry/effects/sheet-actions';
import { ManifoldItemSheet } from '../../../foundry/sheets/item-sheet';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { invalidEntryError } from '../../../foundry/sheets/sheet-helpers';
import {
  invalidChanges,
  fieldResolver,
  type CheckableField,
  type CheckableSchema,
} from '../../../foundry/sheets/validated-submit';
import { ACTION_KINDS, RANGE_FORMS, STATUS_IDS, validatePower, crytureKey } from '../rules';
import { CHECK_KINDS, GRANT_TARGETS, MOVEMENT_CHOICES, POWER_MAX, type PowerSystem } from '../data/power';
import { importPowerText } from './power-import';
import { powerCardView } from '../chat/power-card';
import { powerData, powerSystem } from '../data/power-data';

type Line = 'hit' | 'crit' | 'effect';
const LINES: Line[] = ['hit', 'crit', 'effect'];

const choices = (ids: readonly string[], prefix: string) =>
  Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`]));

/**
 * Finds fields inside array elements too (`system.hit.statuses.0.stacks`), so their bounds are
 * checked: the shared fieldResolver stops at the array.
 */
function resolverWithArrays(document: { schema: CheckableSchema; system?: unknown }) {
  const base = fieldResolver(document);
  return (path: string): CheckableField | undefined => {
    const found = base(path);
    if (found) return found;
    const match = /^(system\..+)\.\d+\.(\w+)$/.exec(path);
    const array = match ? base(match[1]!) : undefined;
    const element = array instanceof foundry.data.fields.ArrayField ? array.element : undefined;
    return element instanceof foundry.data.fields.SchemaField ? element.fields[match![2]!] : undefined;
  };
}

export class CryturePowerSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['cryture', 'cryture-power-sheet'],
    position: { width: 620, height: 820 },
    actions: {
      addGrant: CryturePowerSheet.onAddGrant,
      removeGrant: CryturePowerSheet.onRemoveGrant,
      importText: CryturePowerSheet.onImportText,
    },
  };

  static override PARTS = withLimitedView({
    main: { template: 'systems/manifold/templates/cryture/power-sheet.hbs', scrollable: [''] },
    effects: EFFECTS_PART,
  });

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const item = this.document;
    const system = powerSystem(item);
    const problems = validatePower(powerData(item.name ?? '', system)).map((p) =>
      localize(`MANIFOLD.cryture.power.problem.${p}`),
    );
    return {
      ...context,
      view: powerCardView(item.name ?? '', system),
      problems,
      max: POWER_MAX,
      actionChoices: choices(ACTION_KINDS, 'MANIFOLD.cryture.actionKind'),
      formChoices: choices(RANGE_FORMS, 'MANIFOLD.cryture.power.form'),
      checkChoices: choices(CHECK_KINDS, 'MANIFOLD.cryture.power.check'),
      movementChoices: choices(MOVEMENT_CHOICES, 'MANIFOLD.cryture.power.movement'),
      statusChoices: choices(STATUS_IDS, 'MANIFOLD.cryture.status'),
      toChoices: choices(GRANT_TARGETS, 'MANIFOLD.cryture.power.to'),
      usesX: ['melee', 'ranged', 'rangedBlast'].includes(system.range.form),
      usesY: system.range.form.endsWith('Blast'),
      personalBlast: system.range.form === 'personalBlast',
      hasCheck: system.check.kind !== 'none',
      isRoll: system.check.kind === 'roll',
      lines: LINES.map((line) => ({
        id: line,
        label: localize(crytureKey(`power.line.${line === 'hit' && system.check.kind === 'roll' ? 'success' : line}`)),
        source: system[line],
        grants: system[line].statuses.map((g, i) => ({ ...g, index: i, path: `system.${line}.statuses.${i}` })),
        canAdd: system[line].statuses.length < POWER_MAX.grants,
      })),
    };
  }

  override _prepareSubmitData(...args: Parameters<ManifoldItemSheet['_prepareSubmitData']>) {
    const failures = invalidChanges(
      resolverWithArrays(this.document as { schema: CheckableSchema }),
      args[2].object,
    ).filter((f) => /\.\d+\./.test(f.path));
    if (failures.length) {
      void this.render(false);
      throw invalidEntryError(failures);
    }
    return super._prepareSubmitData(...args);
  }

  private static async onAddGrant(this: CryturePowerSheet, _event: PointerEvent, target: HTMLElement) {
    const line = target.dataset.line as Line;
    if (!LINES.includes(line)) return;
    const list = [...powerSystem(this.document)[line].statuses];
    if (list.length >= POWER_MAX.grants) return;
    list.push({ status: 'block', stacks: 1, to: 'target' });
    await this.document.update({ [`system.${line}.statuses`]: list });
  }

  private static async onRemoveGrant(this: CryturePowerSheet, _event: PointerEvent, target: HTMLElement) {
    const line = target.dataset.line as Line;
    const index = Number(target.dataset.index);
    if (!LINES.includes(line) || !Number.isInteger(index)) return;
    const list: PowerSystem['hit']['statuses'] = powerSystem(this.document)[line].statuses.filter(
      (_, i) => i !== index,
    );
    await this.document.update({ [`system.${line}.statuses`]: list });
  }

  /** Reads a power pasted as printed; problems are named and nothing changes. */
  private static async onImportText(this: CryturePowerSheet) {
    const answer = (await foundry.applications.api.DialogV2.input({
      window: { title: localize(crytureKey('power.importTitle')) },
      content: `<p>${localize(crytureKey('power.importHint'))}</p><textarea name="text" rows="10"></textarea>`,
    })) as { text?: unknown } | null;
    const text = String(answer?.text ?? '');
    if (!text.trim()) return;
    const result = importPowerText(text);
    if (!result.ok) {
      ui.notifications?.warn(result.problems.map((p) => localize(p)).join(' '));
      return;
    }
    await this.document.update(result.update);
  }
}
