/**
 * What Manifold declares to fvtt-types, in one place: the system's TypeDataModels (`system`) and
 * flags (`flags.manifold`) per document. Each ruleset adds its own in `src/rulesets/<id>/data/config.ts`
 * by merging into the global `Manifold…` interfaces below; settings merge into `SettingConfig` directly
 * (their keys are distinct strings). Declaring them lets `actor.type === 'relic-seeker'` narrow
 * `actor.system`, and lets tsc check updates, flags and settings.
 */
import type { Dice3D } from '../dice-so-nice';
import type { ManifoldActiveEffect } from '../documents/active-effect';
import type { Quench } from '../quench/types';
import type { ManifoldActor } from '../documents/actor';
import type { ManifoldItem } from '../documents/item';
import type { RelayPayload, RelayStamp } from '../relay';
import type { RulesetId } from '../ruleset';
import type { RequestCard } from '../requests/card-model';
import type { TokenMovement, TokenMovementRequest } from '../documents/token-movement';
import type { MadeRoll, RollPlan } from '../rolls/pipeline';
import type { RollDialogValues } from '../rolls/roll-dialog';

/** A scene control group as v13's and v14's getSceneControlButtons hand it over (its tools keyed by name). */
export interface SceneControlGroup {
  tools?: Record<string, unknown>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- merging into fvtt-types' CONFIG namespace needs one
  namespace CONFIG {
    /** Foundry's `CONFIG.queries`: our one query, the GM relay (src/foundry/relay.ts). */
    interface Queries {
      'manifold.relay': (data: RelayPayload) => Promise<unknown>;
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-namespace -- merging into fvtt-types' TokenDocument namespace needs one
  namespace TokenDocument {
    // eslint-disable-next-line @typescript-eslint/no-namespace -- its update operation lives in this nested namespace
    namespace Database {
      /**
       * fvtt-types gap: v13/v14 token updates take the path to move along, by token id (API
       * TokenMovementOperation; core splits it at checkpoints and never passes it to updateToken).
       */
      interface UpdateOperation {
        movement?: Record<string, TokenMovementRequest>;
      }
    }
  }

  /** Actor models by document type, filled by each ruleset's data/config.ts. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ManifoldActorModels {}
  /** Item models by document type, filled by each ruleset's data/config.ts. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ManifoldItemModels {}

  /**
   * Chat card models by message type: the shared request card here, each ruleset's beside its
   * models in its `chat/` (src/foundry/chat/card-model.ts).
   */
  interface ManifoldChatMessageModels {
    request: typeof RequestCard;
  }

  /** `flags.manifold` on each document, filled by the rulesets that store flags there. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ManifoldActorFlags {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ManifoldItemFlags {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ManifoldCombatFlags {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ManifoldCombatantFlags {}
  /** Every card names the ruleset that posted it. */
  interface ManifoldChatMessageFlags {
    ruleset: RulesetId;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ManifoldActiveEffectFlags {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ManifoldTokenFlags {}
  /** The relay's one-time stamp (src/foundry/relay.ts). */
  interface ManifoldUserFlags {
    relay: RelayStamp;
  }
}

declare module 'fvtt-types/configuration' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types keeps its hook config in this namespace
  namespace Hooks {
    /** The two modules' hooks we listen to (Dice So Nice, Quench). */
    interface HookConfig {
      diceSoNiceReady: (dice3d: Dice3D) => void;
      quenchReady: (quench: Quench) => void;
      /** Our roll pipeline's hooks (src/foundry/rolls/pipeline.ts): false from the first three stops the roll. */
      'manifold.build': (plan: RollPlan) => boolean | void;
      'manifold.configure': (plan: RollPlan, values: RollDialogValues) => boolean | void;
      'manifold.evaluate': (plan: RollPlan, made: MadeRoll) => boolean | void;
      'manifold.commit': (plan: RollPlan, made: MadeRoll) => void;
      'manifold.post': (plan: RollPlan, made: MadeRoll, message: ChatMessage.Implementation) => void;
      /** fvtt-types gap: v13's getSceneControlButtons (controls keyed by name) is not in its HookConfig. */
      getSceneControlButtons: (controls: Record<string, SceneControlGroup>) => void;
      /**
       * fvtt-types gap: v13/v14's moveToken (hookEvents.moveToken) is not in its HookConfig. Fires on
       * every client after each update that moves a token — each leg of a movement split at checkpoints.
       */
      moveToken: (
        document: TokenDocument.Implementation,
        movement: TokenMovement,
        operation: object,
        user: User.Implementation,
      ) => void;
    }
  }

  interface DocumentClassConfig {
    Actor: typeof ManifoldActor;
    Item: typeof ManifoldItem;
    ActiveEffect: typeof ManifoldActiveEffect;
  }

  interface DataModelConfig {
    Actor: ManifoldActorModels;
    Item: ManifoldItemModels;
    ChatMessage: ManifoldChatMessageModels;
  }

  interface FlagConfig {
    Actor: { manifold: ManifoldActorFlags };
    Item: { manifold: ManifoldItemFlags };
    Combat: { manifold: ManifoldCombatFlags };
    Combatant: { manifold: ManifoldCombatantFlags };
    ChatMessage: { manifold: ManifoldChatMessageFlags };
    ActiveEffect: { manifold: ManifoldActiveEffectFlags };
    Token: { manifold: ManifoldTokenFlags };
    User: { manifold: ManifoldUserFlags };
  }
}
