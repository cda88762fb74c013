/** Asking the GM for a relic change, and saying why when the answer is no. */
import { askGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';

/** Runs a relic GM query; a refusal or a missing GM becomes a warning (its i18n key localised). */
export async function askGMOrWarn(name: string, payload: unknown): Promise<unknown> {
  try {
    return await askGM(registry, 'relic', name, payload);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ui.notifications?.warn(game.i18n!.localize(message));
    return null;
  }
}
