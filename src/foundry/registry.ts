/**
 * Holds the five ruleset descriptors and answers what the active ruleset decides. Pure: it reads
 * descriptors and the active id, never Foundry state, so every decision here is unit-tested.
 */
import {
  RULESET_IDS,
  type GmQuery,
  type Rollable,
  type RollRequests,
  type RulesetDescriptor,
  type RulesetId,
} from './ruleset';
import type { CardModelClass } from './chat/card-model';

export type DocumentName = 'Actor' | 'Item';

export class RulesetRegistry {
  private readonly byId = new Map<RulesetId, RulesetDescriptor>();

  register(descriptor: RulesetDescriptor): void {
    if (this.byId.has(descriptor.id)) throw new Error(`Ruleset ${descriptor.id} is registered twice`);
    for (const doc of ['Actor', 'Item'] as const) {
      for (const type of Object.keys(descriptor[doc])) {
        if (!type.startsWith(`${descriptor.id}-`)) {
          throw new Error(`${doc} type ${type} of ruleset ${descriptor.id} must start with "${descriptor.id}-"`);
        }
      }
    }
    if (!(descriptor.primaryActorType in descriptor.Actor)) {
      throw new Error(
        `Ruleset ${descriptor.id} names primary actor type ${descriptor.primaryActorType} it does not define`,
      );
    }
    for (const type of Object.keys(descriptor.cards ?? {}))
      if (!type.startsWith(`${descriptor.id}-`))
        throw new Error(`ChatMessage type ${type} of ruleset ${descriptor.id} must start with "${descriptor.id}-"`);
    for (const [type, actor] of Object.entries(descriptor.Actor)) {
      const strange = (actor.holds ?? [undefined]).filter((held) => !held || !(held in descriptor.Item));
      if (strange.length)
        throw new Error(
          `Actor type ${type} of ruleset ${descriptor.id} must list the item types it holds, of its own ruleset`,
        );
    }
    this.byId.set(descriptor.id, descriptor);
  }

  /** Whether an actor of this type may hold an item of that type (its ruleset's `holds`). */
  mayHold(actorType: string, itemType: string): boolean {
    return Boolean(this.rulesetOfType(actorType)?.Actor[actorType]?.holds?.includes(itemType));
  }

  /** Every registered ruleset, in the canonical order. */
  all(): RulesetDescriptor[] {
    return RULESET_IDS.flatMap((id) => this.byId.get(id) ?? []);
  }

  get(id: RulesetId): RulesetDescriptor {
    const descriptor = this.byId.get(id);
    if (!descriptor) throw new Error(`No ruleset ${id} is registered`);
    return descriptor;
  }

  /** The ruleset a document type belongs to (by its prefix), if any. */
  rulesetOfType(type: string): RulesetDescriptor | undefined {
    return this.all().find((d) => type.startsWith(`${d.id}-`));
  }

  /** Every type of a document name across all rulesets: all stay registered (docs/dev/floor-plan.md). */
  allTypes(doc: DocumentName): string[] {
    return this.all().flatMap((d) => Object.keys(d[doc]));
  }

  /** The types the create dialog offers while `active` is the active ruleset. */
  typesOffered(active: RulesetId, doc: DocumentName): string[] {
    const descriptor = this.get(active);
    const types = Object.keys(descriptor[doc]);
    if (doc === 'Actor')
      types.sort((a, b) => Number(b === descriptor.primaryActorType) - Number(a === descriptor.primaryActorType));
    return types;
  }

  /**
   * Whether a pack is listed for a user: GMs see every pack, players the active ruleset's and the
   * shared ones. `packRuleset` is the pack's `flags.manifold.ruleset` from system.json.
   */
  packVisible(packRuleset: unknown, active: RulesetId, isGM: boolean): boolean {
    return isGM || !packRuleset || packRuleset === active;
  }

  /** Everything this actor can roll, by its type's ruleset (none for a type no ruleset owns). */
  rollablesOf(actor: Actor.Implementation): Rollable[] {
    return this.rulesetOfType(actor.type)?.rollables?.(actor) ?? [];
  }

  /** The rolls the GM can ask for in this ruleset, if it has any. */
  requestsOf(id: RulesetId): RollRequests | undefined {
    return this.get(id).requests;
  }

  /** Every ruleset's chat card types with their models (`relic-roll` → its CardModel). */
  cardTypes(): Record<string, CardModelClass> {
    return Object.assign({}, ...this.all().map((d) => d.cards ?? {}));
  }

  /** A ruleset's own GM query by name (`__proto__` or `toString` name nothing). */
  query(id: RulesetId, name: string): GmQuery | undefined {
    const queries = this.get(id).queries;
    return queries && Object.hasOwn(queries, name) ? queries[name] : undefined;
  }
}

/** The registry the running system uses; tests build their own. */
export const registry = new RulesetRegistry();
