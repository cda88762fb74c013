/** The countdown glue's words: a key under MANIFOLD.countdown, as text. */
import { localize } from '../../foundry/i18n';
import { countdownKey } from './rules';

export const countdownText = (path: string, data?: Record<string, string | number>) =>
  localize(countdownKey(path), data);
