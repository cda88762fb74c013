// npm run readme:pictures: renders every sheet, dialog and chat card into static pages and
// screenshots each in headless Chromium into artifacts/gallery/ (the browser project's gallery
// run, `npm run gallery`), then copies the README's pictures — each ruleset's character sheet and
// a chat card, an odds dialog, and the five character and NPC sheets side by side (at half size)
// — into docs/screenshots/ (tracked).
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { at } from './lib/paths.mjs';

/** The README's pictures: [screenshot in artifacts/gallery, name in docs/screenshots]. */
export const README_PICTURES = [
  ['relic-seeker-sheet.light', 'relic-sheet'],
  ['relic-card-attack-hit.dark', 'relic-card'],
  ['hitdice-character-sheet.dark', 'hitdice-sheet'],
  ['hitdice-card-defense-example.light', 'hitdice-card'],
  ['difference-character-sheet.light', 'difference-sheet'],
  ['difference-card-check-opposed.dark', 'difference-card'],
  ['countdown-character-sheet.dark', 'countdown-sheet'],
  ['countdown-card-defense-request.light', 'countdown-card'],
  ['cryture-trainer-sheet.light', 'cryture-sheet'],
  ['cryture-card-attack.dark', 'cryture-card'],
  ['hitdice-dialog-action.light', 'odds-dialog'],
  ['relic-card-attack-damage-applied.light', 'undo-card'],
  ['ruleset-chooser.dark', 'ruleset-chooser'],
  ['relic-journal-enriched.light', 'rules-reference'],
  ['request-card.light', 'request-card'],
  ['sheets-side-by-side.light.small', 'sheets-side-by-side'],
];

const result = spawnSync('npx', ['vitest', 'run', '--project', 'browser'], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
fs.mkdirSync(at('docs/screenshots'), { recursive: true });
for (const [shot, name] of README_PICTURES) {
  fs.copyFileSync(at('artifacts/gallery', `${shot}.png`), at('docs/screenshots', `${name}.png`));
}
console.log(`README pictures updated in docs/screenshots/ (${README_PICTURES.length}).`);
