import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Maps a Foundry template path to a file: `systems/manifold/x` → repo `x`; core templates → our copies. */
export function templateFile(templatePath: string): string {
  if (templatePath.startsWith('systems/manifold/'))
    return path.join(REPO, templatePath.slice('systems/manifold/'.length));
  if (templatePath.startsWith('templates/generic/')) {
    return path.join(REPO, 'test/foundry-stand-in/core-templates', path.basename(templatePath));
  }
  // Foundry's own application templates (the ActiveEffectConfig parts, the scene controls, the
  // sidebar's combat tracker), path kept.
  if (/^templates\/(sheets|ui|sidebar)\//.test(templatePath)) {
    return path.join(REPO, 'test/foundry-stand-in/core-templates', templatePath.slice('templates/'.length));
  }
  throw new Error(`The stand-in knows no template ${templatePath}`);
}
