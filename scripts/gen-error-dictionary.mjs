// Makes the web's English dictionary of refusals (packages/i18n/src/en/serverErrors/index.ts) from
// the catalogue of messages (packages/contract/src/error-codes.ts), so the English of a code is
// written once. The file is build output, not kept in git: the install (the root's postinstall) and
// every build (@wholesale/i18n's build, before the web's and the server's) make it with
// `--dictionary-only`. Without that flag (lint) it also fails when a code has no Korean text or
// there is Korean text for a code that is gone; the Korean dictionary is written by hand.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { root } from './lib/install.mjs';
import { loadTs } from './lib/load-ts.mjs';

export const DICTIONARY = `${root}packages/i18n/src/en/serverErrors/index.ts`;

let codes;
/** The catalogue's codes and their English (bundled once per run: the dictionary and the Korean check both read it). */
async function catalogue() {
  codes ??= (await loadTs("export { ERROR_CODES } from './packages/contract/src/error-codes.ts';")).ERROR_CODES;
  return codes;
}

/** The codes without Korean text, and the Korean texts of codes the catalogue no longer has. */
export async function koreanGaps() {
  const codes = new Set(Object.keys(await catalogue()));
  const ko = (await loadTs("export { default } from './packages/i18n/src/ko/serverErrors/index.ts';")).default;
  const worded = new Set(
    Object.entries(ko).flatMap(([domain, texts]) =>
      Object.entries(texts)
        .filter(([, text]) => typeof text === 'string' && text.trim() !== '')
        .map(([key]) => `${domain}.${key}`),
    ),
  );
  return { missing: [...codes].filter((c) => !worded.has(c)), gone: [...worded].filter((c) => !codes.has(c)) };
}

/** The dictionary's source: the codes grouped by domain, in the catalogue's order. */
export async function dictionarySource() {
  const domains = new Map();
  for (const [code, english] of Object.entries(await catalogue())) {
    const [domain, key] = code.split('.');
    if (!domains.has(domain)) domains.set(domain, []);
    domains.get(domain).push(`    ${key}: ${JSON.stringify(english)},`);
  }
  const body = [...domains].map(([domain, lines]) => `  ${domain}: {\n${lines.join('\n')}\n  },`).join('\n');
  const source = `import type { BaseTranslation } from '../../i18n-types';

// Made by scripts/gen-error-dictionary.mjs from the catalogue of messages
// (packages/contract/src/error-codes.ts and each domain's messages.ts) at install and at every build,
// and not kept in git: change the English there. The pages translate a refusal by its code
// (\`orders.keyReused\` is serverErrors.orders.keyReused) and never read the server's English.
const en_serverErrors = {
${body}
} satisfies BaseTranslation;

export default en_serverErrors;
`;
  const options = (await prettier.resolveConfig(DICTIONARY)) ?? {};
  return prettier.format(source, { ...options, filepath: DICTIONARY });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fresh = await dictionarySource();
  // Written only when it changed: an unchanged file keeps its time, so watchers and caches rest.
  if (!existsSync(DICTIONARY) || readFileSync(DICTIONARY, 'utf8') !== fresh) {
    mkdirSync(dirname(DICTIONARY), { recursive: true });
    writeFileSync(DICTIONARY, fresh);
  }
  if (process.argv.includes('--dictionary-only')) process.exit(0);
  const { missing, gone } = await koreanGaps();
  if (missing.length > 0) console.error(`✖ codes without Korean text (ko/serverErrors): ${missing.join(', ')}`);
  if (gone.length > 0) console.error(`✖ Korean text for codes the catalogue no longer has: ${gone.join(', ')}`);
  if (missing.length > 0 || gone.length > 0) process.exit(1);
}
