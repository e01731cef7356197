// What the service worker precaches: the storefront as a buyer's phone runs it,
// read from the build's manifest (dist/.vite/manifest.json). Every module the app can load from
// its entry (index.html), statically or lazily, except the back office's: its pages and their
// words are for staff at a desk, and the largest part of the build (charts). Both languages'
// words: a buyer may switch to Korean offline.

/** Lazy modules never precached: the back office's pages and its words, and the server's mail words. */
const NOT_FOR_BUYERS = [/^src\/(routes|features)\/admin\//, /\/i18n\/src\/(en|ko)\/(admin|mail)\//];

/**
 * The build's files a buyer's app may load, as URL paths (`/assets/…`), sorted.
 * @param {Record<string, {file: string, imports?: string[], dynamicImports?: string[], css?: string[], assets?: string[]}>} manifest
 * @param {string} [entry] the manifest key of the app's entry
 * @returns {string[]}
 */
export function storefrontFiles(manifest, entry = 'index.html') {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest names ${key} but has no entry for it`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) {
      if (!NOT_FOR_BUYERS.some((re) => re.test(next))) visit(next);
    }
  };
  if (!manifest[entry]) throw new Error(`the build's manifest has no entry ${entry}`);
  visit(entry);
  return [...files].map((file) => `/${file}`).sort();
}
