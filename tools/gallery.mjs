// npm run gallery: renders every sheet, dialog and chat card into static pages (.gallery/) and
// screenshots each in headless Chromium into artifacts/gallery/ — the same run the browser test makes.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vitest', 'run', 'test/browser'], {
  stdio: 'inherit',
  env: { ...process.env, MANIFOLD_GALLERY: '1' },
});
process.exit(result.status ?? 1);
