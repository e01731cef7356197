// The order-message reader (POST /api/admin/orders/parse): parses a 20-line KakaoTalk order, in
// Korean and English with typos, number words, chatter and an unknown product, against the
// in-memory index of the catalogue as the service keeps it between catalogue changes. Measured on
// the demo catalogue (the budget) and on 10,000 items (the demo's, repeated with numbered names,
// as bench/seed-volume.mjs makes a producer's volume). Budget: p99 ≤ 20 ms per message on the
// demo catalogue; the volume's figure is printed beside it (a catalogue a hundred times larger
// names each product a hundred times over, so each line ranks a hundred times more candidates).
// Also prints what building the index costs (once per catalogue change, after its database read).
//
//   node bench/parse.mjs [--runs 2000]
//
// Nothing to build first: the parser's TypeScript source is bundled with esbuild (lib/source-bundle.mjs).
import { parseArgs } from 'node:util';
import { importFromSource } from './lib/source-bundle.mjs';
import { environment, formatTable, timestamp, warnIfBusy, writeResults } from './lib/report.mjs';

const BUDGET_P99_MS = 20;
const VOLUME = 10_000;
const { values } = parseArgs({ options: { runs: { type: 'string', default: '2000' } } });
const RUNS = Number(values.runs);

const { buildCatalogueIndex, parseOrderText, demoItems } = await importFromSource(
  'parse',
  'packages/services/src/orders/staff-entry',
  [
    "export { buildCatalogueIndex, parseOrderText } from './index';",
    "export { demoItems } from '@wholesale/db/demo-catalogue';",
  ],
);

const MESSAGE = [
  '사장님 안녕하세요~ 이번주 주문입니다',
  'LA갈비 5박스',
  '소불고기 3bx, 돼지갈비 2bx',
  '삼겹살 두박스',
  '목살 세 박스',
  '항정살 열두 박스',
  '갈삐 2박스',
  'bulgoggi x3',
  'pork belly 5 cs',
  'oxtail 2 cs, beef shank 3 cs',
  '차돌박이 10키로',
  'chadol 40 lbs',
  '등갈비 12팩',
  '닭날개 삼박스',
  'whole chickens 4 cs',
  '영계 일곱박스',
  '오리고기 1박스',
  'prime ribeye steak 10 pk',
  '제육용 앞다리살 5박스',
  '금요일 오후에 픽업할게요 감사합니다!',
].join('\n');

const shown = demoItems.filter((d) => d.show);
/** 10,000 items: the demo's shown ones, repeated with numbered names and slugs. */
const volume = Array.from({ length: VOLUME }, (_, i) => {
  const d = shown[i % shown.length];
  const n = Math.floor(i / shown.length);
  return n === 0
    ? d
    : { ...d, id: 1000 + i, slug: `${d.slug}-${n}`, name: `${d.name} ${n}`, name_ko: `${d.name_ko} ${n}` };
});

function measure(label, rows) {
  const builtAt = performance.now();
  const index = buildCatalogueIndex(rows);
  const buildMs = performance.now() - builtAt;
  let lines = 0;
  for (let i = 0; i < 200; i++) lines = parseOrderText(MESSAGE, index).lines.length;
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    parseOrderText(MESSAGE, index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { label, items: rows.length, lines, buildMs, p50: at(0.5), p99: at(0.99), max: times[times.length - 1] };
}

warnIfBusy();
const results = [measure('demo catalogue', shown), measure(`${VOLUME.toLocaleString('en-US')} items`, volume)];
console.log(
  formatTable(
    [
      ['catalogue', 'l'],
      ['items', 'r'],
      ['lines proposed', 'r'],
      ['index build ms', 'r'],
      ['p50 ms', 'r'],
      ['p99 ms', 'r'],
      ['max ms', 'r'],
    ],
    results.map((r) => [
      r.label,
      r.items,
      r.lines,
      r.buildMs.toFixed(1),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      r.max.toFixed(2),
    ]),
  ),
);
writeResults('parse', timestamp(), { environment: environment(), runs: RUNS, message_lines: 20, results });
const over = results.slice(0, 1).filter((r) => r.p99 > BUDGET_P99_MS);
if (over.length > 0) {
  console.error(`over budget (p99 ≤ ${BUDGET_P99_MS} ms): ${over.map((r) => r.label).join(', ')}`);
  process.exitCode = 1;
}
