/**
 * The four visibilities by what they do, as the running generation keys them: v13's roll modes
 * (`publicroll`, `gmroll`, `blindroll`, `selfroll`), v14's message modes (`public`, `gm`, `blind`,
 * `self` in the stand-in) — so one visibility test runs under both generations (the `glue` and `v13` projects).
 */
import { generation, setMessageMode } from '../../src/foundry/compat';

export type Visibility = 'public' | 'gm' | 'blind' | 'self';

export function mode(kind: Visibility): string {
  return generation() >= 14 ? kind : `${kind}roll`;
}

/** Sets the chat's current mode, as the select under the chat log does. */
export async function setChatMode(kind: Visibility): Promise<void> {
  await setMessageMode(mode(kind));
}
