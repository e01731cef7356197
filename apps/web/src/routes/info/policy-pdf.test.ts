// Runs the build step that makes the Privacy Policy PDFs (scripts/make-policy-pdf.mjs) into a
// temporary folder and checks what the page links to: two real PDFs, the Korean one with an
// embedded Korean font (without it, Hangul would print as empty boxes).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyPdfPath } from './structure';

const run = promisify(execFile);
const script = resolve(import.meta.dirname, '../../../scripts/make-policy-pdf.mjs');
let out = '';

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'policy-pdf-'));
  await run(process.execPath, [script, '--out', out], { timeout: 60_000 });
}, 90_000);

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('make-policy-pdf', () => {
  it('writes the files the Privacy Policy section links to', async () => {
    for (const locale of ['en', 'ko']) {
      const name = privacyPdfPath(locale).replace('/docs/', '');
      const pdf = await readFile(join(out, name));
      expect(pdf.subarray(0, 5).toString('latin1'), name).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1'), name).toContain('%%EOF');
    }
  });

  it('embeds Noto Sans KR in the Korean PDF and titles it in Korean', async () => {
    const ko = (await readFile(join(out, 'privacy-policy-ko.pdf'))).toString('latin1');
    expect(ko).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansKR-Regular/);
    expect(ko).toContain('/Lang (ko-KR)');
    const en = (await readFile(join(out, 'privacy-policy-en.pdf'))).toString('latin1');
    expect(en).toContain('/Lang (en-US)');
    expect(en).not.toContain('NotoSansKR');
  });

  it('produces the same bytes on every run (stable build output)', async () => {
    const first = await readFile(join(out, 'privacy-policy-ko.pdf'));
    await run(process.execPath, [script, '--out', out], { timeout: 60_000 });
    const second = await readFile(join(out, 'privacy-policy-ko.pdf'));
    expect(second.equals(first)).toBe(true);
  }, 90_000);
});
