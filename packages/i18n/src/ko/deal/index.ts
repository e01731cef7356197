import type { NamespaceDealTranslation } from '../../i18n-types';

const ko_deal = {
  metaTitle: '오픈 기념 혜택',
  crumb: '혜택',
  title: '오픈 기념 혜택',
  intro: '온라인 도매 스토어 오픈을 맞아, 가장 먼저 함께해 주시는 업소에 감사의 마음을 전합니다.',
  badge: '선착순 신규 고객 50곳',
  signup: {
    title: '승인 선착순 50곳에 자리 배정',
    body: '사업자 계정을 신청해 주세요. 자리가 남아 있을 때 승인되면 50자리 중 한 자리를 드립니다.',
  },
  firstOrder: {
    title: '첫 주문에 5파운드 고기 제품 1개 무료',
    body: '장바구니에서 무료 상품을 고르시면 첫 픽업 주문에 $0.00으로 담아 드립니다.',
  },
  places: {
    left: '남은 자리: {capacity}자리 중 {left}자리',
    notStarted: '곧 자리가 열립니다.',
    ended: '이 혜택은 종료되었습니다. 자리가 모두 찼거나 행사가 마감되었습니다.',
  },
  finePrintHeading: '혜택 안내',
  fine1: '행사 기간에 계정이 승인된 신규 사업자 고객 선착순 50곳에 드립니다.',
  fine2:
    '업체당 첫 주문에 무료 상품 1개입니다. 주문하시는 순간 혜택이 사용되며, 나중에 주문을 취소하셔도 다시 받으실 수 없습니다.',
  fine3: '무료 상품은 주문 픽업 시 함께 드립니다. 혜택용으로 정해 둔 상품 중에서 고르실 수 있습니다.',
  fine4:
    '50곳에 자리가 배정되거나 저희가 행사를 먼저 마감하면 종료됩니다. 이미 배정된 자리는 그대로 유효합니다. 현금으로 교환하거나 다른 혜택과 함께 사용하실 수 없습니다.',
  pickupHeading: '픽업 조건',
  pickupIntro: '현재 모든 주문은 다운타운 LA(DTLA) 창고에서 픽업하셔야 합니다.',
  pickup1: '결제하실 때 주문 금액의 50%를 선결제합니다.',
  pickup2: '잔액은 픽업하실 때 결제합니다.',
  pickup3: '잔액을 현금으로 결제하시면 잔액의 5%를 할인해 드립니다.',
  exampleHeading: '예시',
  example: '$1,000 주문이라면 $500을 선결제하시고, 남은 $500을 픽업 때 현금으로 내시면 $475만 결제하시면 됩니다.',
  pickupNote:
    '현금과 카드(American Express 제외)로 결제하실 수 있습니다. 카드 결제에는 판매세가 붙으며, 카드 수수료가 추가될 수 있습니다.',
  ctaSignup: '계정 신청하기',
  ctaHowTo: '주문 방법 보기',
} satisfies NamespaceDealTranslation;

export default ko_deal;
