import type { NamespaceDealTranslation } from '../../i18n-types';

const ko_deal = {
  metaTitle: '오픈 기념 혜택',
  crumb: '혜택',
  title: '오픈 기념 혜택',
  intro: '온라인 도매 스토어 오픈을 맞아, 가장 먼저 함께해 주시는 업소에 감사의 마음을 전합니다.',
  badge: '선착순 신규 고객 50곳',
  signup: {
    title: '가입하시면 5파운드 고기 1팩 무료',
    body: '사업자 계정을 신청해 주세요. 계정이 승인되면 5파운드 고기 제품 하나를 무료로 드립니다.',
  },
  firstOrder: {
    title: '첫 구매 시 5파운드 고기 1팩 추가 무료',
    body: '첫 픽업 주문을 하시면 5파운드 고기 제품 하나를 더 무료로 넣어 드립니다.',
  },
  finePrintHeading: '혜택 안내',
  fine1: '계정이 승인된 신규 사업자 고객 선착순 50곳에 드립니다.',
  fine2: '업체당 가입 선물 1회, 첫 구매 선물 1회입니다.',
  fine3: '무료 제품은 주문 픽업 시 함께 드리며, 품목은 재고에 따라 담당자가 확인해 드립니다.',
  fine4: '50곳에 제공되면 행사가 종료됩니다. 현금으로 교환하거나 다른 혜택과 함께 사용하실 수 없습니다.',
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
