/** Asking the GM for a relic change; a refusal is told to the user by the relay. */
import { tryAskGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';

/** Runs a relic GM query; a refusal or a missing GM is told to the user and gives null. */
export function askGMOrWarn(name: string, payload: unknown): Promise<unknown> {
  return tryAskGM(registry, 'relic', name, payload);
}
