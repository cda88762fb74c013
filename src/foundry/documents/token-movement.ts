/**
 * The members of Foundry's TokenMovementOperation (v13, v14) that Manifold reads — the `moveToken`
 * hook's movement. fvtt-types 13.345 declares neither the hook nor the operation; these follow the
 * API docs (foundry.documents.types.TokenMovementOperation, TokenMovementSectionData,
 * TokenMovementHistoryData, TokenMeasuredMovementWaypoint), the same in both generations for
 * what is read here.
 */

/** A measured waypoint: the token's top-left corner in pixels, and the leg it belongs to. */
export interface TokenMovementWaypoint {
  x: number;
  y: number;
  /** The movement action from the previous waypoint ("walk", "displace" for a teleport, …). */
  action?: string;
  /** The id of the movement (the leg) that reached this waypoint (v14: null for planned movement). */
  movementId?: string | null;
}

export interface TokenMovementSection {
  waypoints: readonly TokenMovementWaypoint[];
}

export interface TokenMovement {
  /** The id of this movement: one update, one leg. */
  id: string;
  /** The ids of the earlier movements this one continues (a path split at its checkpoints). */
  chain: readonly string[];
  /** Where the token stood before this update. */
  origin: { x: number; y: number };
  /** The waypoints this update moved through (to its first checkpoint). */
  passed: TokenMovementSection;
  /** The waypoints still to go, continued in a later update. */
  pending: TokenMovementSection;
  /** The token's movement before this update: recorded (in a started combat) and unrecorded. */
  history: { recorded: TokenMovementSection; unrecorded: TokenMovementSection };
}

/**
 * What a token update asks to move along (TokenDocument#update's `movement` option, keyed by the
 * token's id): the waypoints to pass, a checkpoint splitting the move into chained legs.
 */
export interface TokenMovementRequest {
  waypoints: readonly { x: number; y: number; checkpoint?: boolean; snapped?: boolean; action?: string }[];
  method?: 'api' | 'config' | 'dragging' | 'keyboard' | 'paste' | 'undo';
}
