// Loads a module of the Cloud Functions' own code as scripts/lib/build-functions.mjs
// builds it (functions/lib/<name>.js), building first when it is not there, so
// scripts run exactly the rules the deployed functions run.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export async function loadBuiltFunctions(name) {
  const built = new URL(`../../functions/lib/${name}.js`, import.meta.url);
  if (!existsSync(fileURLToPath(built))) {
    const { buildFunctions } = await import('./build-functions.mjs');
    await buildFunctions(fileURLToPath(new URL('../..', import.meta.url)), { log: () => {} });
  }
  const module = await import(built.href);
  return module.default ?? module;
}
