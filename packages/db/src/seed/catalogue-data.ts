import type { Spec, Species, Style } from '@wholesale/rules';

/** A demo product as inserted (money in integer cents). `id` is its position, from 1. */
export interface DemoItem {
  id: number;
  slug: string;
  style: Style;
  species: Species;
  spec: Spec;
  name: string;
  name_ko: string;
  type: string;
  type_ko: string;
  description: string;
  description_ko: string;
  price_cents: number;
  discounted_price_cents: number;
  brand: string;
  grade: string;
  origin: string;
  avg_weight: number;
  images: number;
  show: boolean;
  ingredients: string[];
  ingredients_ko: string[];
  allergens: string[];
  allergens_ko: string[];
}

type Draft = Omit<
  DemoItem,
  'id' | 'brand' | 'grade' | 'origin' | 'ingredients' | 'ingredients_ko' | 'allergens' | 'allergens_ko' | 'show'
> & {
  brand?: string;
  grade?: string;
  origin?: string;
  show?: boolean;
  recipe: Recipe;
};

interface Recipe {
  ingredients: string[];
  ingredients_ko: string[];
  allergens: string[];
  allergens_ko: string[];
}

const BOX30: Spec = '30 lb - 5 lb x 6 packs';
const BOX20: Spec = '20 lb - 10 lb x 2 packs';
const BOX50: Spec = '50 lb - 50 lb x 1 box';
const CW: Spec = 'C.W. (Catch Weights)';

// Sub-brands: marinated products, butcher cuts (Prepped and Whole Meat), and the premium line.
const MARINATED_BRAND = 'Seoul Table';
const BUTCHER_BRAND = 'LA Butcher Co.';
const PREMIUM_BRAND = 'Adams Gourmet';

type Meat = readonly [en: string, ko: string];

const SOY_WHEAT_SESAME = { allergens: ['Soy', 'Wheat', 'Sesame'], allergens_ko: ['대두', '밀', '참깨'] };

/** Sweet soy (bulgogi / galbi) marinade. */
function soy(meat: Meat): Recipe {
  return {
    ingredients: [meat[0], 'Soy sauce (soybeans, wheat)', 'Asian pear', 'Onion', 'Garlic', 'Sugar', 'Sesame oil', 'Black pepper'],
    ingredients_ko: [meat[1], '간장 (대두, 밀)', '배', '양파', '마늘', '설탕', '참기름', '후추'],
    ...SOY_WHEAT_SESAME,
  };
}

/** Gochujang (red chili paste) marinade. */
function spicy(meat: Meat): Recipe {
  return {
    ingredients: [meat[0], 'Gochujang (red chili paste: wheat, soybeans)', 'Red chili flakes', 'Soy sauce (soybeans, wheat)', 'Garlic', 'Ginger', 'Sugar', 'Sesame oil', 'Green onion'],
    ingredients_ko: [meat[1], '고추장 (밀, 대두)', '고춧가루', '간장 (대두, 밀)', '마늘', '생강', '설탕', '참기름', '대파'],
    ...SOY_WHEAT_SESAME,
  };
}

/** Galbi-jjim braising sauce. */
function braise(meat: Meat): Recipe {
  return {
    ingredients: [meat[0], 'Soy sauce (soybeans, wheat)', 'Jujube', 'Chestnut', 'Asian pear', 'Garlic', 'Sugar', 'Sesame oil'],
    ingredients_ko: [meat[1], '간장 (대두, 밀)', '대추', '밤', '배', '마늘', '설탕', '참기름'],
    ...SOY_WHEAT_SESAME,
  };
}

/** Sesame oil and salt (jumulleok, salt-grill). */
function sesameSalt(meat: Meat): Recipe {
  return {
    ingredients: [meat[0], 'Sesame oil', 'Sea salt', 'Garlic', 'Black pepper'],
    ingredients_ko: [meat[1], '참기름', '천일염', '마늘', '후추'],
    allergens: ['Sesame'],
    allergens_ko: ['참깨'],
  };
}

/** Unseasoned meat. */
function plain(meat: Meat): Recipe {
  return { ingredients: [meat[0]], ingredients_ko: [meat[1]], allergens: [], allergens_ko: [] };
}

const BEEF: Meat = ['Beef', '소고기'];
const SHORT_RIB: Meat = ['Beef short rib', '소갈비'];
const PORK: Meat = ['Pork', '돼지고기'];
const CHICKEN: Meat = ['Chicken', '닭고기'];

// Order matters: the position is the id. Item 1 is the "Only Here" product.
const drafts: Draft[] = [
  // ---------------------------------------------------------------- marinated beef
  {
    slug: 'signature-la-galbi', style: 'marinated', species: 'beef', spec: BOX30,
    name: 'Signature LA Galbi', name_ko: '시그니처 LA 갈비', type: 'Short rib', type_ko: '갈비',
    description: 'Our house LA-cut short rib, cross-cut a third of an inch through the bone and aged 48 hours in a pear, soy and garlic marinade. The cut our restaurant partners ask for by name, made only here.',
    description_ko: '뼈를 가로질러 0.8cm 두께로 자른 LA식 소갈비를 배, 간장, 마늘 양념에 48시간 숙성했습니다. 거래처 식당들이 이름으로 찾는 대표 상품으로, 이곳에서만 만나실 수 있습니다.',
    price_cents: 31900, discounted_price_cents: 28900, avg_weight: 5, images: 3, recipe: soy(SHORT_RIB),
  },
  {
    slug: 'beef-bulgogi', style: 'marinated', species: 'beef', spec: BOX30,
    name: 'Beef Bulgogi', name_ko: '소불고기', type: 'Bulgogi', type_ko: '불고기',
    description: 'Thin-sliced USDA Choice beef in a classic sweet soy marinade with pear and onion. Ready for the grill, the pan or a bulgogi hot pot.',
    description_ko: '얇게 썬 USDA 초이스 소고기를 배와 양파를 넣은 달콤한 간장 양념에 재웠습니다. 석쇠, 팬, 불고기 전골 어디에나 바로 쓰실 수 있습니다.',
    price_cents: 21900, discounted_price_cents: 19500, avg_weight: 5, images: 2, recipe: soy(BEEF),
  },
  {
    slug: 'la-galbi-classic', style: 'marinated', species: 'beef', spec: BOX30,
    name: 'LA Galbi, Classic Marinade', name_ko: 'LA 갈비 (클래식 양념)', type: 'Short rib', type_ko: '갈비',
    description: 'LA-cut short rib in our everyday soy and garlic marinade, cut slightly thicker for charcoal grills. Even sizing for buffet and BBQ service.',
    description_ko: '매일 쓰기 좋은 간장 마늘 양념의 LA 갈비로, 숯불구이에 맞게 조금 더 두껍게 잘랐습니다. 크기가 고르게 나와 뷔페와 고깃집에 알맞습니다.',
    price_cents: 29500, discounted_price_cents: 26900, avg_weight: 5, images: 2, recipe: soy(SHORT_RIB),
  },
  {
    slug: 'marinated-galbi-jjim', style: 'marinated', species: 'beef', spec: BOX30,
    name: 'Marinated Galbi-jjim Short Rib', name_ko: '양념 갈비찜', type: 'Braising short rib', type_ko: '찜갈비',
    description: 'Bone-in short rib pieces, trimmed and soaked to draw out the blood, packed with a soy, jujube and chestnut braising sauce. Braise about 90 minutes with radish and carrot.',
    description_ko: '핏물을 빼고 손질한 찜용 소갈비를 대추와 밤을 넣은 간장 찜 양념과 함께 포장했습니다. 무, 당근과 함께 90분 정도 조리하시면 됩니다.',
    price_cents: 33900, discounted_price_cents: 30900, avg_weight: 5, images: 1, recipe: braise(SHORT_RIB),
  },
  {
    slug: 'spicy-beef-bulgogi', style: 'marinated', species: 'beef', spec: BOX30,
    name: 'Spicy Beef Bulgogi', name_ko: '매운 소불고기', type: 'Bulgogi', type_ko: '불고기',
    description: 'Thin-sliced beef in a gochujang and chili flake marinade with a clean, lingering heat. A favourite for rice bowls and lunch specials.',
    description_ko: '얇게 썬 소고기를 고추장과 고춧가루 양념에 재워 깔끔하게 매운맛을 냈습니다. 덮밥과 점심 메뉴로 인기가 많습니다.',
    price_cents: 22900, discounted_price_cents: 20500, avg_weight: 5, images: 2, recipe: spicy(BEEF),
  },
  {
    slug: 'beef-jumulleok', style: 'marinated', species: 'beef', spec: BOX30,
    name: 'Beef Jumulleok', name_ko: '소 주물럭', type: 'Chuck flap', type_ko: '살치살',
    description: 'Chuck flap pieces massaged with sesame oil, sea salt and garlic. Grill hot and fast at the table. Seasonal; ask your sales contact.',
    description_ko: '살치살을 참기름, 천일염, 마늘로 버무렸습니다. 테이블 그릴에서 센 불로 빠르게 구워 드세요. 계절 상품이니 영업 담당자에게 문의해 주세요.',
    price_cents: 25900, discounted_price_cents: 23900, avg_weight: 5, images: 1, show: false, recipe: sesameSalt(BEEF),
  },
  {
    slug: 'marinated-galbisal', style: 'marinated', species: 'beef', spec: BOX30,
    name: 'Marinated Boneless Short Rib (Galbisal)', name_ko: '양념 갈비살', type: 'Boneless short rib', type_ko: '갈비살',
    description: 'Boneless short rib finger meat in a soy and pear marinade. Rich marbling, no bones to trim, quick on the grill.',
    description_ko: '뼈를 발라낸 갈비살을 간장 배 양념에 재웠습니다. 마블링이 풍부하고 손질이 필요 없어 빠르게 구울 수 있습니다.',
    price_cents: 34900, discounted_price_cents: 31900, avg_weight: 5, images: 2, recipe: soy(SHORT_RIB),
  },
  // ---------------------------------------------------------------- marinated pork
  {
    slug: 'spicy-pork-bulgogi', style: 'marinated', species: 'pork', spec: BOX30,
    name: 'Spicy Pork Bulgogi', name_ko: '제육볶음용 돼지불고기', type: 'Pork shoulder', type_ko: '앞다리살',
    description: 'Thin-sliced pork shoulder in a gochujang, garlic and ginger marinade for jeyuk bokkeum. Stir-fry with onion and cabbage.',
    description_ko: '얇게 썬 돼지 앞다리살을 고추장, 마늘, 생강 양념에 재운 제육볶음용 고기입니다. 양파, 양배추와 함께 볶아 주세요.',
    price_cents: 13900, discounted_price_cents: 12500, avg_weight: 5, images: 3, recipe: spicy(PORK),
  },
  {
    slug: 'soy-garlic-pork-bulgogi', style: 'marinated', species: 'pork', spec: BOX30,
    name: 'Soy Garlic Pork Bulgogi', name_ko: '간장 돼지불고기', type: 'Pork shoulder', type_ko: '앞다리살',
    description: 'The mild one: pork shoulder in soy, garlic and pear. Well liked by children and by guests who avoid spice.',
    description_ko: '순한 맛 돼지불고기로, 앞다리살을 간장, 마늘, 배 양념에 재웠습니다. 아이들과 매운 음식을 피하는 손님께 좋습니다.',
    price_cents: 13500, discounted_price_cents: 12100, avg_weight: 5, images: 2, recipe: soy(PORK),
  },
  {
    slug: 'marinated-pork-galbi', style: 'marinated', species: 'pork', spec: BOX30,
    name: 'Marinated Pork Galbi', name_ko: '양념 돼지갈비', type: 'Pork rib', type_ko: '돼지갈비',
    description: 'Pork rib meat butterflied on the bone and soaked in a sweet soy marinade: the classic of Korean BBQ houses.',
    description_ko: '뼈에 붙은 돼지갈비를 포를 떠 달콤한 간장 양념에 재웠습니다. 고깃집의 대표 메뉴입니다.',
    price_cents: 15900, discounted_price_cents: 14500, avg_weight: 5, images: 2, recipe: soy(PORK),
  },
  {
    slug: 'gochujang-pork-belly', style: 'marinated', species: 'pork', spec: BOX30,
    name: 'Gochujang Pork Belly', name_ko: '고추장 삼겹살', type: 'Pork belly', type_ko: '삼겹살',
    description: 'Thick-cut pork belly in a gochujang glaze that caramelises on the grill.',
    description_ko: '두툼하게 썬 삼겹살을 고추장 양념에 재워, 구우면 겉이 먹음직스럽게 그을립니다.',
    price_cents: 16900, discounted_price_cents: 15300, avg_weight: 5, images: 1, recipe: spicy(['Pork belly', '돼지 삼겹살']),
  },
  {
    slug: 'salt-grill-pork-jowl', style: 'marinated', species: 'pork', spec: BOX30,
    name: 'Salt-grill Pork Jowl', name_ko: '소금구이 항정살', type: 'Pork jowl', type_ko: '항정살',
    description: 'Sliced pork jowl lightly seasoned with sea salt, pepper and sesame oil. Crisp outside, tender inside.',
    description_ko: '항정살을 천일염, 후추, 참기름으로 가볍게 밑간했습니다. 겉은 바삭하고 속은 부드럽습니다.',
    price_cents: 17900, discounted_price_cents: 16500, avg_weight: 5, images: 0, recipe: sesameSalt(['Pork jowl', '돼지 항정살']),
  },
  // ---------------------------------------------------------------- marinated chicken
  {
    slug: 'spicy-dak-galbi', style: 'marinated', species: 'chicken', spec: BOX30,
    name: 'Spicy Dak Galbi', name_ko: '닭갈비', type: 'Chicken thigh', type_ko: '닭다리살',
    description: 'Boneless thigh in a Chuncheon-style gochujang sauce. Stir-fry on an iron plate with cabbage, sweet potato and rice cakes.',
    description_ko: '뼈 없는 닭다리살을 춘천식 고추장 양념에 재웠습니다. 철판에 양배추, 고구마, 떡과 함께 볶아 드세요.',
    price_cents: 11900, discounted_price_cents: 10700, avg_weight: 5, images: 3, recipe: spicy(['Chicken thigh', '닭다리살']),
  },
  {
    slug: 'soy-garlic-chicken-thigh', style: 'marinated', species: 'chicken', spec: BOX30,
    name: 'Soy Garlic Chicken Thigh', name_ko: '간장 마늘 닭구이', type: 'Chicken thigh', type_ko: '닭다리살',
    description: 'Boneless thigh in soy, garlic and ginger; good grilled, pan-seared or on skewers.',
    description_ko: '뼈 없는 닭다리살을 간장, 마늘, 생강 양념에 재웠습니다. 구이, 팬 요리, 꼬치에 두루 좋습니다.',
    price_cents: 11500, discounted_price_cents: 10300, avg_weight: 5, images: 2, recipe: soy(['Chicken thigh', '닭다리살']),
  },
  {
    slug: 'chicken-bulgogi', style: 'marinated', species: 'chicken', spec: BOX30,
    name: 'Chicken Bulgogi', name_ko: '닭불고기', type: 'Chicken thigh', type_ko: '닭다리살',
    description: 'Thin-sliced thigh meat in a sweet bulgogi marinade. Cooks in minutes for rice bowls and lunch boxes.',
    description_ko: '얇게 썬 닭다리살을 달콤한 불고기 양념에 재웠습니다. 몇 분이면 익어 덮밥과 도시락에 좋습니다.',
    price_cents: 11900, discounted_price_cents: 10900, avg_weight: 5, images: 1, recipe: soy(CHICKEN),
  },
  {
    slug: 'yangnyeom-chicken-wings', style: 'marinated', species: 'chicken', spec: BOX30,
    name: 'Yangnyeom Chicken Wings', name_ko: '양념 닭날개', type: 'Chicken wing', type_ko: '닭날개',
    description: 'Split wings in a sweet and spicy garlic marinade, ready for the fryer or the oven.',
    description_ko: '윙과 봉을 나눈 닭날개를 달콤하고 매콤한 마늘 양념에 재웠습니다. 튀기거나 오븐에 구우시면 됩니다.',
    price_cents: 12900, discounted_price_cents: 11500, avg_weight: 5, images: 2, recipe: spicy(['Chicken wing', '닭날개']),
  },
  // ---------------------------------------------------------------- prepped (processed) beef
  {
    slug: 'chadol-baegi', style: 'processed', species: 'beef', spec: BOX20,
    name: 'Thin-sliced Brisket (Chadol)', name_ko: '차돌박이', type: 'Brisket point', type_ko: '차돌양지',
    description: 'Brisket point frozen and shaved paper-thin on the round for chadol-gui and doenjang stew. Cooks in seconds on a hot grill.',
    description_ko: '차돌양지를 얼려 종이처럼 얇게 둥글게 썰었습니다. 차돌구이와 된장찌개에 쓰며, 뜨거운 불판에서 몇 초면 익습니다.',
    price_cents: 15900, discounted_price_cents: 14300, avg_weight: 10, images: 3, recipe: plain(['Beef brisket', '소 양지']),
  },
  {
    slug: 'shabu-ribeye', style: 'processed', species: 'beef', spec: BOX20,
    name: 'Shabu-shabu Sliced Ribeye', name_ko: '샤브샤브용 꽃등심', type: 'Ribeye', type_ko: '꽃등심',
    description: 'Ribeye sliced 1.5 mm and layered on paper for hot pot and shabu-shabu service.',
    description_ko: '꽃등심을 1.5mm 두께로 썰어 한 장씩 종이를 깔아 담았습니다. 전골과 샤브샤브용입니다.',
    price_cents: 21900, discounted_price_cents: 19900, avg_weight: 10, images: 2, recipe: plain(['Beef ribeye', '소 꽃등심']),
  },
  {
    slug: 'bulgogi-cut-beef', style: 'processed', species: 'beef', spec: BOX20,
    name: 'Bulgogi-cut Beef, Unmarinated', name_ko: '불고기용 소고기 (무양념)', type: 'Chuck eye roll', type_ko: '목심',
    description: 'Chuck eye roll sliced 2 mm for kitchens that make their own bulgogi marinade.',
    description_ko: '직접 불고기 양념을 만드는 주방을 위해 목심을 2mm 두께로 썰었습니다.',
    price_cents: 14900, discounted_price_cents: 13500, avg_weight: 10, images: 2, recipe: plain(BEEF),
  },
  {
    slug: 'galbi-jjim-cut-short-rib', style: 'processed', species: 'beef', spec: BOX20,
    name: 'Galbi-jjim Cut Short Rib', name_ko: '찜갈비용 소갈비', type: 'Short rib', type_ko: '소갈비',
    description: 'Bone-in short rib cut into 2-inch pieces and trimmed of excess fat, ready for galbi-jjim or galbitang.',
    description_ko: '뼈 있는 소갈비를 5cm 크기로 자르고 여분의 지방을 손질했습니다. 갈비찜이나 갈비탕에 바로 쓰실 수 있습니다.',
    price_cents: 23900, discounted_price_cents: 21900, avg_weight: 10, images: 2, recipe: plain(SHORT_RIB),
  },
  {
    slug: 'la-cut-short-rib', style: 'processed', species: 'beef', spec: BOX20,
    name: 'LA-cut Short Rib, Unmarinated', name_ko: 'LA 갈비 (무양념)', type: 'Short rib', type_ko: '소갈비',
    description: 'Flanken-style short rib, cut across three bones, for your own galbi marinade.',
    description_ko: '뼈 세 개를 가로질러 자른 LA식 소갈비로, 직접 갈비 양념을 하실 수 있게 무양념으로 드립니다.',
    price_cents: 24900, discounted_price_cents: 22900, avg_weight: 10, images: 1, recipe: plain(SHORT_RIB),
  },
  {
    slug: 'sliced-beef-tongue', style: 'processed', species: 'beef', spec: BOX20,
    name: 'Sliced Beef Tongue', name_ko: '우설 슬라이스', type: 'Tongue', type_ko: '우설',
    description: 'Peeled beef tongue sliced thin for the grill. Limited supply; not currently listed.',
    description_ko: '껍질을 벗긴 우설을 구이용으로 얇게 썰었습니다. 물량이 한정되어 현재는 판매 목록에 없습니다.',
    price_cents: 26900, discounted_price_cents: 24900, avg_weight: 10, images: 1, show: false, recipe: plain(['Beef tongue', '소 혀']),
  },
  // ---------------------------------------------------------------- prepped pork
  {
    slug: 'samgyeopsal', style: 'processed', species: 'pork', spec: BOX20,
    name: 'Sliced Pork Belly (Samgyeopsal)', name_ko: '삼겹살', type: 'Pork belly', type_ko: '삼겹살',
    description: 'Skinless pork belly cut half an inch thick, the standard cut for Korean BBQ tables.',
    description_ko: '껍질을 제거한 삼겹살을 1.2cm 두께로 썰었습니다. 고깃집 테이블의 기본 부위입니다.',
    price_cents: 10900, discounted_price_cents: 9900, avg_weight: 10, images: 3, recipe: plain(['Pork belly', '돼지 삼겹살']),
  },
  {
    slug: 'daepae-pork-belly', style: 'processed', species: 'pork', spec: BOX20,
    name: 'Shaved Pork Belly (Daepae)', name_ko: '대패삼겹살', type: 'Pork belly', type_ko: '삼겹살',
    description: 'Pork belly frozen and shaved into thin curls. Fast to cook and easy on food cost.',
    description_ko: '삼겹살을 얼려 대패로 밀듯 얇게 썰었습니다. 빨리 익고 원가 부담이 적습니다.',
    price_cents: 10500, discounted_price_cents: 9500, avg_weight: 10, images: 2, recipe: plain(['Pork belly', '돼지 삼겹살']),
  },
  {
    slug: 'moksal', style: 'processed', species: 'pork', spec: BOX20,
    name: 'Sliced Pork Collar (Moksal)', name_ko: '목살', type: 'Pork collar', type_ko: '목살',
    description: 'Pork collar steaks with even marbling, cut for the grill.',
    description_ko: '마블링이 고른 목살을 구이용 두께로 썰었습니다.',
    price_cents: 11500, discounted_price_cents: 10500, avg_weight: 10, images: 2, recipe: plain(['Pork collar', '돼지 목살']),
  },
  {
    slug: 'hangjeongsal', style: 'processed', species: 'pork', spec: BOX20,
    name: 'Sliced Pork Jowl (Hangjeongsal)', name_ko: '항정살', type: 'Pork jowl', type_ko: '항정살',
    description: 'Pork jowl, the prized "toro" of the pig, trimmed and sliced for the grill.',
    description_ko: '돼지 한 마리에서 조금밖에 나오지 않는 항정살을 손질해 구이용으로 썰었습니다.',
    price_cents: 19900, discounted_price_cents: 17900, avg_weight: 10, images: 1, recipe: plain(['Pork jowl', '돼지 항정살']),
  },
  {
    slug: 'jeyuk-cut-pork-shoulder', style: 'processed', species: 'pork', spec: BOX20,
    name: 'Jeyuk-cut Pork Shoulder', name_ko: '제육용 돼지 앞다리살', type: 'Pork shoulder', type_ko: '앞다리살',
    description: 'Pork shoulder sliced thin for jeyuk bokkeum, unmarinated.',
    description_ko: '제육볶음용으로 얇게 썬 돼지 앞다리살입니다. 양념은 되어 있지 않습니다.',
    price_cents: 8900, discounted_price_cents: 7900, avg_weight: 10, images: 1, recipe: plain(['Pork shoulder', '돼지 앞다리살']),
  },
  // ---------------------------------------------------------------- prepped chicken
  {
    slug: 'boneless-chicken-thigh', style: 'processed', species: 'chicken', spec: BOX20,
    name: 'Boneless Skinless Chicken Thigh', name_ko: '뼈 없는 닭다리살', type: 'Chicken thigh', type_ko: '닭다리살',
    description: 'Trimmed boneless, skinless thighs in 10 lb packs. Juicier than breast and forgiving on the grill.',
    description_ko: '뼈와 껍질을 제거하고 손질한 닭다리살을 10파운드씩 포장했습니다. 가슴살보다 촉촉하고 구워도 쉽게 마르지 않습니다.',
    price_cents: 7900, discounted_price_cents: 7100, avg_weight: 10, images: 2, recipe: plain(['Chicken thigh', '닭다리살']),
  },
  {
    slug: 'dak-galbi-cut-thigh', style: 'processed', species: 'chicken', spec: BOX20,
    name: 'Dak Galbi-cut Chicken Thigh', name_ko: '닭갈비용 닭다리살', type: 'Chicken thigh', type_ko: '닭다리살',
    description: 'Thigh meat cut into bite-sized strips for dak galbi, unmarinated.',
    description_ko: '닭갈비용으로 한입 크기로 자른 닭다리살입니다. 양념은 되어 있지 않습니다.',
    price_cents: 8500, discounted_price_cents: 7700, avg_weight: 10, images: 1, recipe: plain(['Chicken thigh', '닭다리살']),
  },
  {
    slug: 'split-chicken-wings', style: 'processed', species: 'chicken', spec: BOX20,
    name: 'Split Chicken Wings', name_ko: '닭날개 (윙·봉 분리)', type: 'Chicken wing', type_ko: '닭날개',
    description: 'Wings split into flats and drumettes, tips removed, ready for Korean fried chicken.',
    description_ko: '날개 끝을 떼고 윙과 봉으로 나눴습니다. 한국식 치킨에 바로 쓰실 수 있습니다.',
    price_cents: 9900, discounted_price_cents: 8900, avg_weight: 10, images: 2, recipe: plain(['Chicken wing', '닭날개']),
  },
  {
    slug: 'chicken-thigh-skewers', style: 'processed', species: 'chicken', spec: BOX20,
    name: 'Chicken Thigh Skewers (Dak-kkochi)', name_ko: '닭꼬치', type: 'Chicken thigh', type_ko: '닭다리살',
    description: 'Thigh and green onion on bamboo skewers. Coming back soon; not currently listed.',
    description_ko: '닭다리살과 대파를 대나무 꼬치에 끼웠습니다. 곧 다시 판매할 예정이며 현재는 목록에 없습니다.',
    price_cents: 12900, discounted_price_cents: 11900, avg_weight: 10, images: 1, show: false,
    recipe: { ingredients: ['Chicken thigh', 'Green onion'], ingredients_ko: ['닭다리살', '대파'], allergens: [], allergens_ko: [] },
  },
  {
    slug: 'chicken-tenderloin', style: 'processed', species: 'chicken', spec: BOX20,
    name: 'Chicken Tenderloins', name_ko: '닭안심', type: 'Chicken tenderloin', type_ko: '닭안심',
    description: 'Tendon-trimmed chicken tenders for cutlets, salads and kids\u2019 menus.',
    description_ko: '힘줄을 제거한 닭안심으로 커틀릿, 샐러드, 어린이 메뉴에 좋습니다.',
    price_cents: 7500, discounted_price_cents: 6900, avg_weight: 10, images: 1, recipe: plain(['Chicken tenderloin', '닭안심']),
  },
  // ---------------------------------------------------------------- whole meat (unprocessed) beef
  {
    slug: 'whole-beef-brisket', style: 'unprocessed', species: 'beef', spec: CW,
    name: 'Whole Beef Brisket', name_ko: '소 양지 (통)', type: 'Brisket', type_ko: '양지',
    description: 'Whole packer brisket, point and flat, for yukgaejang, seolleongtang or your own chadol. Priced per pound.',
    description_ko: '차돌과 양지가 붙은 통양지로 육개장, 설렁탕, 직접 써는 차돌박이에 쓰입니다. 파운드 단위 가격입니다.',
    price_cents: 599, discounted_price_cents: 549, avg_weight: 13.5, images: 2, origin: 'USA (Nebraska)', recipe: plain(['Beef brisket', '소 양지']),
  },
  {
    slug: 'whole-ribeye-roll', style: 'unprocessed', species: 'beef', spec: CW,
    name: 'Ribeye Roll, Lip-on', name_ko: '꽃등심 (통)', type: 'Ribeye', type_ko: '꽃등심',
    description: 'Boneless lip-on ribeye roll to portion in-house for steaks or gui. Priced per pound.',
    description_ko: '스테이크나 구이용으로 매장에서 직접 나누실 수 있는 통꽃등심입니다. 파운드 단위 가격입니다.',
    price_cents: 1299, discounted_price_cents: 1199, avg_weight: 14, images: 2, origin: 'USA (Nebraska)', recipe: plain(['Beef ribeye', '소 꽃등심']),
  },
  {
    slug: 'bone-in-short-rib-plate', style: 'unprocessed', species: 'beef', spec: BOX50,
    name: 'Bone-in Short Rib, Whole Plate', name_ko: '소갈비 (통짝)', type: 'Short rib', type_ko: '소갈비',
    description: 'Whole short rib plates, untrimmed, for kitchens that cut their own galbi and jjim.',
    description_ko: '손질하지 않은 통짝 소갈비로, 갈비와 찜갈비를 직접 작업하는 주방을 위한 상품입니다.',
    price_cents: 37900, discounted_price_cents: 34900, avg_weight: 50, images: 2, recipe: plain(SHORT_RIB),
  },
  {
    slug: 'beef-shank', style: 'unprocessed', species: 'beef', spec: BOX20,
    name: 'Beef Shank', name_ko: '사태', type: 'Shank', type_ko: '사태',
    description: 'Boneless fore and hind shank for jangjorim and soups.',
    description_ko: '장조림과 국물 요리에 쓰는 뼈 없는 앞·뒤 사태입니다.',
    price_cents: 11900, discounted_price_cents: 10900, avg_weight: 10, images: 0, recipe: plain(['Beef shank', '소 사태']),
  },
  {
    slug: 'oxtail', style: 'unprocessed', species: 'beef', spec: BOX20,
    name: 'Oxtail', name_ko: '소꼬리', type: 'Oxtail', type_ko: '꼬리',
    description: 'Oxtail cut at the joints for kkori-gomtang and braises.',
    description_ko: '마디대로 자른 소꼬리로 꼬리곰탕과 찜에 좋습니다.',
    price_cents: 19900, discounted_price_cents: 18500, avg_weight: 10, images: 1, recipe: plain(['Beef oxtail', '소꼬리']),
  },
  {
    slug: 'chuck-roll', style: 'unprocessed', species: 'beef', spec: CW,
    name: 'Chuck Roll', name_ko: '목심 (통)', type: 'Chuck', type_ko: '목심',
    description: 'Whole boneless chuck roll, the value cut for bulgogi and stews. Priced per pound.',
    description_ko: '불고기와 찌개에 알맞은 경제적인 통목심입니다. 파운드 단위 가격입니다.',
    price_cents: 549, discounted_price_cents: 499, avg_weight: 18, images: 1, recipe: plain(['Beef chuck', '소 목심']),
  },
  // ---------------------------------------------------------------- whole meat pork
  {
    slug: 'whole-pork-belly', style: 'unprocessed', species: 'pork', spec: CW,
    name: 'Whole Pork Belly, Skin-off', name_ko: '통삼겹 (껍질 제거)', type: 'Pork belly', type_ko: '삼겹살',
    description: 'Whole skinless bellies for bossam, samgyeopsal or braising. Priced per pound.',
    description_ko: '껍질을 제거한 통삼겹으로 보쌈, 삼겹살, 수육에 쓰입니다. 파운드 단위 가격입니다.',
    price_cents: 399, discounted_price_cents: 359, avg_weight: 11, images: 2, origin: 'USA (Iowa)', recipe: plain(['Pork belly', '돼지 삼겹살']),
  },
  {
    slug: 'whole-pork-jowl', style: 'unprocessed', species: 'pork', spec: BOX20,
    name: 'Pork Jowl, Whole', name_ko: '항정살 (통)', type: 'Pork jowl', type_ko: '항정살',
    description: 'Whole trimmed pork jowls to slice in-house.',
    description_ko: '매장에서 직접 썰어 쓰실 수 있게 손질한 통항정살입니다.',
    price_cents: 16900, discounted_price_cents: 15500, avg_weight: 10, images: 1, origin: 'USA (Iowa)', recipe: plain(['Pork jowl', '돼지 항정살']),
  },
  {
    slug: 'boneless-pork-butt', style: 'unprocessed', species: 'pork', spec: BOX50,
    name: 'Boneless Pork Butt', name_ko: '돼지 목심 (통, 뼈 없는)', type: 'Pork collar', type_ko: '목살',
    description: 'Boneless pork butts, the workhorse for moksal, bossam and jeyuk.',
    description_ko: '뼈를 발라낸 통목심으로 목살구이, 보쌈, 제육에 두루 쓰입니다.',
    price_cents: 12900, discounted_price_cents: 11900, avg_weight: 50, images: 1, origin: 'USA (Iowa)', recipe: plain(['Pork butt', '돼지 목심']),
  },
  {
    slug: 'pork-trotters', style: 'unprocessed', species: 'pork', spec: BOX50,
    name: 'Pork Trotters', name_ko: '족발용 돼지족', type: 'Trotter', type_ko: '돼지족',
    description: 'Front trotters, cleaned and singed, for jokbal.',
    description_ko: '깨끗이 손질하고 털을 그을려 제거한 앞다리 족으로, 족발용입니다.',
    price_cents: 8900, discounted_price_cents: 7900, avg_weight: 50, images: 0, recipe: plain(['Pork trotter', '돼지족']),
  },
  {
    slug: 'pork-back-ribs', style: 'unprocessed', species: 'pork', spec: CW,
    name: 'Pork Back Ribs', name_ko: '돼지 등갈비', type: 'Back ribs', type_ko: '등갈비',
    description: 'Full racks of loin back ribs for deunggalbi-jjim or the smoker. Priced per pound.',
    description_ko: '등갈비찜이나 훈연 요리에 쓰는 통 등갈비입니다. 파운드 단위 가격입니다.',
    price_cents: 429, discounted_price_cents: 389, avg_weight: 2.1, images: 2, recipe: plain(['Pork back ribs', '돼지 등갈비']),
  },
  // ---------------------------------------------------------------- whole meat chicken
  {
    slug: 'whole-chickens', style: 'unprocessed', species: 'chicken', spec: BOX50,
    name: 'Whole Chickens', name_ko: '생닭 (통닭)', type: 'Whole chicken', type_ko: '통닭',
    description: 'Fresh-frozen whole birds, about 3.5 lb each, for baeksuk, dakbokkeumtang and rotisserie.',
    description_ko: '마리당 약 3.5파운드의 통닭으로 백숙, 닭볶음탕, 통닭구이에 쓰입니다.',
    price_cents: 8900, discounted_price_cents: 7900, avg_weight: 50, images: 2, recipe: plain(CHICKEN),
  },
  {
    slug: 'chicken-leg-quarters', style: 'unprocessed', species: 'chicken', spec: BOX50,
    name: 'Chicken Leg Quarters', name_ko: '닭 통다리', type: 'Leg quarter', type_ko: '통다리',
    description: 'Bone-in, skin-on leg quarters: the best value for soups and braises.',
    description_ko: '뼈와 껍질이 있는 통다리로 국물 요리와 조림에 가장 경제적입니다.',
    price_cents: 6900, discounted_price_cents: 6200, avg_weight: 50, images: 1, recipe: plain(['Chicken leg', '닭다리']),
  },
  {
    slug: 'whole-chicken-wings', style: 'unprocessed', species: 'chicken', spec: BOX20,
    name: 'Whole Chicken Wings', name_ko: '닭날개 (통날개)', type: 'Chicken wing', type_ko: '닭날개',
    description: 'Whole three-joint wings for kitchens that split their own.',
    description_ko: '직접 손질하시는 주방을 위한 세 마디 통날개입니다.',
    price_cents: 8900, discounted_price_cents: 7900, avg_weight: 10, images: 1, recipe: plain(['Chicken wing', '닭날개']),
  },
  {
    slug: 'samgyetang-young-chicken', style: 'unprocessed', species: 'chicken', spec: BOX20,
    name: 'Young Chickens for Samgyetang', name_ko: '삼계탕용 영계', type: 'Young chicken', type_ko: '영계',
    description: 'Small young birds of about 1.3 lb, one per bowl of samgyetang.',
    description_ko: '삼계탕 한 그릇에 한 마리씩 쓰는 약 1.3파운드의 영계입니다.',
    price_cents: 9900, discounted_price_cents: 8900, avg_weight: 10, images: 0, recipe: plain(CHICKEN),
  },
  {
    slug: 'chicken-drumsticks', style: 'unprocessed', species: 'chicken', spec: BOX20,
    name: 'Chicken Drumsticks', name_ko: '닭북채', type: 'Drumstick', type_ko: '북채',
    description: 'Skin-on drumsticks for frying, braising and dakdoritang.',
    description_ko: '껍질이 있는 북채로 튀김, 조림, 닭도리탕에 좋습니다.',
    price_cents: 5900, discounted_price_cents: 5300, avg_weight: 10, images: 1, recipe: plain(['Chicken drumstick', '닭북채']),
  },
  // ---------------------------------------------------------------- premium (Adams Gourmet) beef
  {
    slug: 'prime-ribeye-steak', style: 'premium', species: 'beef', spec: CW,
    name: 'USDA Prime Ribeye Steak', name_ko: 'USDA 프라임 꽃등심 스테이크', type: 'Ribeye', type_ko: '꽃등심',
    description: 'Hand-cut 1¼-inch USDA Prime ribeye steaks, individually vacuum packed. Priced per pound.',
    description_ko: '3cm 두께로 손질한 USDA 프라임 꽃등심 스테이크를 한 장씩 진공 포장했습니다. 파운드 단위 가격입니다.',
    price_cents: 2499, discounted_price_cents: 2299, avg_weight: 1, images: 3, grade: 'USDA Prime', recipe: plain(['Beef ribeye', '소 꽃등심']),
  },
  {
    slug: 'wagyu-chadol', style: 'premium', species: 'beef', spec: BOX20,
    name: 'American Wagyu Chadol', name_ko: '미국산 와규 차돌박이', type: 'Brisket point', type_ko: '차돌양지',
    description: 'American Wagyu brisket point shaved thin: more marbling, sweeter fat, a showpiece for the grill.',
    description_ko: '미국산 와규 차돌양지를 얇게 썰었습니다. 마블링이 더 많고 지방이 고소해 구이 메뉴의 꽃이 됩니다.',
    price_cents: 37900, discounted_price_cents: 34900, avg_weight: 10, images: 2, grade: 'American Wagyu', origin: 'USA (Idaho)', recipe: plain(['Wagyu beef brisket', '와규 양지']),
  },
  {
    slug: 'prime-la-galbi', style: 'premium', species: 'beef', spec: BOX30,
    name: 'Prime LA Galbi, Marinated', name_ko: '프라임 양념 LA 갈비', type: 'Short rib', type_ko: '갈비',
    description: 'USDA Prime short rib in our signature pear and soy marinade, for the top of the menu.',
    description_ko: 'USDA 프라임 소갈비를 시그니처 배 간장 양념에 재운 최상급 메뉴용 LA 갈비입니다.',
    price_cents: 42900, discounted_price_cents: 38900, avg_weight: 5, images: 2, grade: 'USDA Prime', recipe: soy(SHORT_RIB),
  },
  {
    slug: 'prime-galbisal', style: 'premium', species: 'beef', spec: CW,
    name: 'USDA Prime Boneless Short Rib', name_ko: 'USDA 프라임 갈비살', type: 'Boneless short rib', type_ko: '갈비살',
    description: 'Prime boneless short rib, trimmed and ready to slice for the grill. Priced per pound.',
    description_ko: '손질을 마친 프라임 갈비살로 썰어서 바로 구우시면 됩니다. 파운드 단위 가격입니다.',
    price_cents: 2199, discounted_price_cents: 1999, avg_weight: 5, images: 2, grade: 'USDA Prime', recipe: plain(SHORT_RIB),
  },
  {
    slug: 'prime-tenderloin', style: 'premium', species: 'beef', spec: CW,
    name: 'USDA Prime Tenderloin', name_ko: 'USDA 프라임 안심', type: 'Tenderloin', type_ko: '안심',
    description: 'Whole Prime tenderloin, side muscle on, for steaks and fine dining. Priced per pound.',
    description_ko: '곁살이 붙은 프라임 통안심으로 스테이크와 파인다이닝 메뉴에 쓰입니다. 파운드 단위 가격입니다.',
    price_cents: 2899, discounted_price_cents: 2699, avg_weight: 5.5, images: 1, grade: 'USDA Prime', recipe: plain(['Beef tenderloin', '소 안심']),
  },
  {
    slug: 'dry-aged-strip-loin', style: 'premium', species: 'beef', spec: CW,
    name: 'Dry-aged Strip Loin', name_ko: '드라이에이징 채끝', type: 'Strip loin', type_ko: '채끝',
    description: 'Prime strip loin dry-aged 28 days in house. Small batches; not currently listed.',
    description_ko: '프라임 채끝을 자체 숙성고에서 28일간 드라이에이징했습니다. 소량 생산으로 현재는 목록에 없습니다.',
    price_cents: 3299, discounted_price_cents: 2999, avg_weight: 12, images: 1, show: false, grade: 'USDA Prime', recipe: plain(['Beef strip loin', '소 채끝']),
  },
];

function defaults(d: Pick<Draft, 'style' | 'species' | 'brand' | 'grade' | 'origin'>): { brand: string; grade: string; origin: string } {
  const brand = d.style === 'premium' ? PREMIUM_BRAND : d.style === 'marinated' ? MARINATED_BRAND : BUTCHER_BRAND;
  const grade = d.species === 'beef' ? 'USDA Choice' : d.species === 'pork' ? 'USDA Inspected' : 'USDA Grade A';
  const origin = d.species === 'chicken' ? 'USA (California)' : 'USA';
  return { brand: d.brand ?? brand, grade: d.grade ?? grade, origin: d.origin ?? origin };
}

/** The demo catalogue, ids 1..N in this order (id 1 = the "Only Here" product). */
export const demoItems: readonly DemoItem[] = Object.freeze(
  drafts.map(({ recipe, show, ...d }, index): DemoItem => ({
    ...d,
    ...defaults(d),
    id: index + 1,
    show: show ?? true,
    ...recipe,
  })),
);
