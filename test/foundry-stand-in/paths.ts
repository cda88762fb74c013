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
  // Foundry's document sheets' own templates (the ActiveEffectConfig changes tab), path kept.
  if (templatePath.startsWith('templates/sheets/')) {
    return path.join(REPO, 'test/foundry-stand-in/core-templates', templatePath.slice('templates/'.length));
  }
  throw new Error(`The stand-in knows no template ${templatePath}`);
}
