// Types for chromium.mjs, which the end-to-end suite's config also reads.
export function testBrowser(): string | null;
export function ensureChromium(): string | null;
