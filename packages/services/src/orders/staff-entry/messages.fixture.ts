// Order messages as restaurants send them by KakaoTalk and SMS, in Korean, English and both, with
// the lines staff would take from them on the demo catalogue (packages/db/src/seed/demo-items):
// each item by its slug, in the unit it is sold by (boxes, or packs of catch weight), and the parts
// that name nothing the catalogue sells (unknown), which staff must see flagged. Chatter (greetings,
// thanks, pickup times) makes no line and no unknown. Rules applied: docs/decisions.md, "Orders
// from a text message". A few names fit several products (갈비 alone: five kinds of short rib);
// those expect the proposal the rules give, and the test also wants it marked unsure.

export interface ExpectedLine {
  /** the demo item's slug */
  item: string;
  quantity: number;
  unit: 'box' | 'pack';
}

export interface MessageCase {
  text: string;
  lines: ExpectedLine[];
  /** each must be (part of) one unknown entry's text */
  unknown: string[];
}

const box = (item: string, quantity: number): ExpectedLine => ({ item, quantity, unit: 'box' });
const pack = (item: string, quantity: number): ExpectedLine => ({ item, quantity, unit: 'pack' });

export const MESSAGES: readonly MessageCase[] = [
  // ------------------------------------------------------------ one-line lists with commas
  {
    text: '갈비 3박스, 불고기 2, pork belly 5 cs',
    lines: [box('signature-la-galbi', 3), box('beef-bulgogi', 2), box('samgyeopsal', 5)],
    unknown: [],
  },
  {
    text: '소불고기 4박스, 삼겹살 3박스, 목살 2박스 부탁드립니다',
    lines: [box('beef-bulgogi', 4), box('samgyeopsal', 3), box('moksal', 2)],
    unknown: [],
  },
  {
    text: 'oxtail 2 cs, beef shank 3 cs, brisket 2 pk',
    lines: [box('oxtail', 2), box('beef-shank', 3), pack('whole-beef-brisket', 2)],
    unknown: [],
  },
  {
    text: '차돌박이 5, 항정살 2, 대패삼겹살 3',
    lines: [box('chadol-baegi', 5), box('hangjeongsal', 2), box('daepae-pork-belly', 3)],
    unknown: [],
  },
  {
    text: 'samgyeopsal 10 boxes, moksal 4 boxes, hangjeongsal 2 boxes',
    lines: [box('samgyeopsal', 10), box('moksal', 4), box('hangjeongsal', 2)],
    unknown: [],
  },
  {
    text: '닭갈비 3박스, 닭날개 2박스, 닭안심 1박스',
    lines: [box('spicy-dak-galbi', 3), box('yangnyeom-chicken-wings', 2), box('chicken-tenderloin', 1)],
    unknown: [],
  },
  {
    text: 'LA galbi classic 5 cases, spicy pork bulgogi 3 cases',
    lines: [box('la-galbi-classic', 5), box('spicy-pork-bulgogi', 3)],
    unknown: [],
  },
  {
    text: '양념돼지갈비 6박스, 고추장삼겹살 2박스',
    lines: [box('marinated-pork-galbi', 6), box('gochujang-pork-belly', 2)],
    unknown: [],
  },
  {
    text: 'whole chickens 4 cs, leg quarters 2 cs, drumsticks 3 cs',
    lines: [box('whole-chickens', 4), box('chicken-leg-quarters', 2), box('chicken-drumsticks', 3)],
    unknown: [],
  },
  {
    text: '등갈비 12팩, 통삼겹 4팩',
    lines: [pack('pork-back-ribs', 12), pack('whole-pork-belly', 4)],
    unknown: [],
  },
  // ------------------------------------------------------------ one product per line
  {
    text: '안녕하세요 사장님\n갈비 3박스\n불고기 2박스\n감사합니다',
    lines: [box('signature-la-galbi', 3), box('beef-bulgogi', 2)],
    unknown: [],
  },
  {
    text: 'Hi, order for tomorrow:\nbeef bulgogi 4 cs\nspicy beef bulgogi 2 cs\nthanks!',
    lines: [box('beef-bulgogi', 4), box('spicy-beef-bulgogi', 2)],
    unknown: [],
  },
  {
    text: '사장님 내일 주문이요\n삼겹살 5박스\n목살 3박스\n항정살 1박스\n내일 픽업할게요',
    lines: [box('samgyeopsal', 5), box('moksal', 3), box('hangjeongsal', 1)],
    unknown: [],
  },
  {
    text: '- chadol 3 cs\n- shabu ribeye 2 cs\n- wagyu chadol 1 cs',
    lines: [box('chadol-baegi', 3), box('shabu-ribeye', 2), box('wagyu-chadol', 1)],
    unknown: [],
  },
  {
    text: '1. 소갈비 통짝 2박스\n2. 찜갈비 3박스\n3. 소꼬리 2박스',
    lines: [box('bone-in-short-rib-plate', 2), box('marinated-galbi-jjim', 3), box('oxtail', 2)],
    unknown: [],
  },
  {
    text: '닭다리살 뼈없는거 4박스\n닭봉 2박스\n영계 3박스',
    lines: [box('boneless-chicken-thigh', 4), box('yangnyeom-chicken-wings', 2), box('samgyetang-young-chicken', 3)],
    unknown: [],
  },
  {
    text: 'Pork jowl whole 2 cs\nPork trotters 1 cs\nBoneless pork butt 3 cs',
    lines: [box('whole-pork-jowl', 2), box('pork-trotters', 1), box('boneless-pork-butt', 3)],
    unknown: [],
  },
  {
    text: '제육용 앞다리살 5박스\n간장 돼지불고기 2박스',
    lines: [box('jeyuk-cut-pork-shoulder', 5), box('soy-garlic-pork-bulgogi', 2)],
    unknown: [],
  },
  {
    text: 'prime ribeye steak 10 pk\nprime tenderloin 4 pk\nprime galbisal 6 pk',
    lines: [pack('prime-ribeye-steak', 10), pack('prime-tenderloin', 4), pack('prime-galbisal', 6)],
    unknown: [],
  },
  {
    text: '닭꼬치용 말고 닭갈비용 닭다리살 2박스',
    lines: [box('dak-galbi-cut-thigh', 2)],
    unknown: [],
  },
  // ------------------------------------------------------------ Korean number words
  { text: '갈비 세 박스', lines: [box('signature-la-galbi', 3)], unknown: [] },
  { text: '삼겹살 두박스 목살 한박스', lines: [box('samgyeopsal', 2), box('moksal', 1)], unknown: [] },
  { text: '불고기 다섯 박스요', lines: [box('beef-bulgogi', 5)], unknown: [] },
  { text: '항정살 열 박스', lines: [box('hangjeongsal', 10)], unknown: [] },
  { text: '차돌박이 열두 박스 부탁해요', lines: [box('chadol-baegi', 12)], unknown: [] },
  {
    text: '닭날개 삼박스, 닭안심 이박스',
    lines: [box('yangnyeom-chicken-wings', 3), box('chicken-tenderloin', 2)],
    unknown: [],
  },
  { text: '소꼬리 하나, 사태 둘', lines: [box('oxtail', 1), box('beef-shank', 2)], unknown: [] },
  { text: '등갈비 여섯 팩이요', lines: [pack('pork-back-ribs', 6)], unknown: [] },
  { text: '목살 네 박스랑 삼겹살 스무 박스', lines: [box('moksal', 4), box('samgyeopsal', 20)], unknown: [] },
  { text: '오박스 대패 주세요', lines: [box('daepae-pork-belly', 5)], unknown: [] },
  {
    text: '영계 일곱박스\n통닭 여덟 박스',
    lines: [box('samgyetang-young-chicken', 7), box('whole-chickens', 8)],
    unknown: [],
  },
  // ------------------------------------------------------------ x3, 3x, units in many spellings
  { text: 'bulgogi x3, galbi jjim x2', lines: [box('beef-bulgogi', 3), box('marinated-galbi-jjim', 2)], unknown: [] },
  { text: '3x oxtail\n2x beef shank', lines: [box('oxtail', 3), box('beef-shank', 2)], unknown: [] },
  { text: 'moksal 3bx hangjeongsal 2bx', lines: [box('moksal', 3), box('hangjeongsal', 2)], unknown: [] },
  { text: '삼겹살 3상자, 목살 2상자', lines: [box('samgyeopsal', 3), box('moksal', 2)], unknown: [] },
  {
    text: 'chicken tenderloins 4 boxes\nsplit wings 3 boxes',
    lines: [box('chicken-tenderloin', 4), box('split-chicken-wings', 3)],
    unknown: [],
  },
  { text: '불고기 12팩', lines: [box('beef-bulgogi', 2)], unknown: [] },
  { text: 'chadol 4 packs', lines: [box('chadol-baegi', 2)], unknown: [] },
  { text: 'ribeye roll 3 pcs', lines: [pack('whole-ribeye-roll', 3)], unknown: [] },
  { text: '소불고기 2개, 삼겹살 3개', lines: [box('beef-bulgogi', 2), box('samgyeopsal', 3)], unknown: [] },
  // ------------------------------------------------------------ pounds and kilos
  { text: 'chadol 40 lbs', lines: [box('chadol-baegi', 2)], unknown: [] },
  { text: 'beef bulgogi 60lb', lines: [box('beef-bulgogi', 2)], unknown: [] },
  { text: '차돌박이 10키로', lines: [box('chadol-baegi', 1)], unknown: [] },
  { text: 'whole brisket 27 lbs', lines: [pack('whole-beef-brisket', 2)], unknown: [] },
  { text: '통삼겹 22파운드', lines: [pack('whole-pork-belly', 2)], unknown: [] },
  { text: '소갈비 통짝 100 lb', lines: [box('bone-in-short-rib-plate', 2)], unknown: [] },
  // ------------------------------------------------------------ quantity or unit missing
  { text: '목살', lines: [box('moksal', 1)], unknown: [] },
  { text: '불고기 3\n삼겹살 2', lines: [box('beef-bulgogi', 3), box('samgyeopsal', 2)], unknown: [] },
  { text: 'oxtail please', lines: [box('oxtail', 1)], unknown: [] },
  { text: '등갈비 8', lines: [pack('pork-back-ribs', 8)], unknown: [] },
  // ------------------------------------------------------------ typos
  { text: '갈삐 2박스', lines: [box('signature-la-galbi', 2)], unknown: [] },
  { text: 'bulgoggi 3 cs', lines: [box('beef-bulgogi', 3)], unknown: [] },
  { text: '삽겹살 4박스', lines: [box('samgyeopsal', 4)], unknown: [] },
  { text: 'oxtial 2 cs', lines: [box('oxtail', 2)], unknown: [] },
  { text: '항정쌀 2박스', lines: [box('hangjeongsal', 2)], unknown: [] },
  { text: 'samgyupsal 6 cs', lines: [box('samgyeopsal', 6)], unknown: [] },
  { text: '되지갈비 3박스', lines: [box('marinated-pork-galbi', 3)], unknown: [] },
  { text: 'drumstiks 2 cases', lines: [box('chicken-drumsticks', 2)], unknown: [] },
  { text: '영계 10마리', lines: [box('samgyetang-young-chicken', 10)], unknown: [] },
  { text: '목살2 삼겹3 항정1', lines: [box('moksal', 2), box('samgyeopsal', 3), box('hangjeongsal', 1)], unknown: [] },
  // ------------------------------------------------------------ chatter only
  { text: '안녕하세요 사장님', lines: [], unknown: [] },
  { text: 'thanks!', lines: [], unknown: [] },
  { text: '내일 픽업할게요', lines: [], unknown: [] },
  { text: 'Good morning! Will pick up at 3pm tomorrow. Thank you', lines: [], unknown: [] },
  { text: '네 감사합니다 ㅎㅎ\n내일 오전 10시에 갈게요', lines: [], unknown: [] },
  {
    text: '서울갈비 김사장입니다\n010-1234-5678\n갈비살 양념된거 3박스\n빨리 부탁드려요',
    lines: [box('marinated-galbisal', 3)],
    unknown: [],
  },
  // ------------------------------------------------------------ unknown products
  { text: '오리 2박스, 삼겹살 3박스', lines: [box('samgyeopsal', 3)], unknown: ['오리 2박스'] },
  { text: '양갈비 3박스\n목살 2박스', lines: [box('moksal', 2)], unknown: ['양갈비 3박스'] },
  { text: 'lamb chops 2 cs, oxtail 1 cs', lines: [box('oxtail', 1)], unknown: ['lamb chops 2 cs'] },
  { text: '우설 2박스', lines: [], unknown: ['우설 2박스'] }, // hidden from the catalogue
  { text: 'duck breast 4 cs\nthanks', lines: [], unknown: ['duck breast 4 cs'] },
  { text: '소불고기 3박스 그리고 순대 2박스', lines: [box('beef-bulgogi', 3)], unknown: ['순대 2박스'] },
  { text: '3 cs\nmoksal 2 cs', lines: [box('moksal', 2)], unknown: ['3 cs'] },
  {
    text: '사장님~ 내일 10시 픽업으로\n차돌 2박스요\n꽃등심 통으로 2개\n닭발 3박스\n우삼겹 2박스\n감사합니당',
    lines: [box('chadol-baegi', 2), pack('whole-ribeye-roll', 2)],
    unknown: ['닭발 3박스', '우삼겹 2박스'],
  },
  {
    text: 'Need for Friday: 6 cs bulgogi, 4 cs spicy pork, 2 cs LA galbi, 1 cs oxtail + 2 cs tongue. Thanks boss',
    lines: [box('beef-bulgogi', 6), box('spicy-pork-bulgogi', 4), box('signature-la-galbi', 2), box('oxtail', 1)],
    unknown: ['2 cs tongue'],
  },
  // ------------------------------------------------------------ mixed languages, everything at once
  {
    text: '사장님 안녕하세요~ 이번주 주문입니다\nLA갈비 5박스\n소불고기 3bx, 돼지갈비 2bx\n오리고기 1박스\n금요일 오후에 픽업할게요 감사합니다!',
    lines: [box('signature-la-galbi', 5), box('beef-bulgogi', 3), box('marinated-pork-galbi', 2)],
    unknown: ['오리고기 1박스'],
  },
  {
    text: 'Hello! pls send: pork belly 5 cs, pork collar 3 cs, jowl 2 cs, and chicken wings 4 cs. thx',
    lines: [box('samgyeopsal', 5), box('moksal', 3), box('hangjeongsal', 2), box('whole-chicken-wings', 4)],
    unknown: [],
  },
  // ------------------------------------------------------------ names copied from the catalogue
  {
    // a comma inside the name's brackets is part of the name, not a new line
    text: '돼지 목심 (통, 뼈 없는) 3박스\nChicken Leg Quarters 2 cs',
    lines: [box('boneless-pork-butt', 3), box('chicken-leg-quarters', 2)],
    unknown: [],
  },
];
