import type { NamespaceMailTranslation } from '../../i18n-types';

// 포장 명세서: 상품과 함께 나가는 PDF(가격 없음), 구매자의 언어로

export const packingSlip = {
  title: '포장 명세서',
  pickup: '픽업 (로스앤젤레스 시간)',
  noPickup: '배송',
  buyer: '구매자',
  note: '구매자 메모',
  noNote: '구매자 메모 없음',
  spec: '규격',
  packed: '포장 확인',
  notWeighed: '계량 전',
  totals: '박스: {boxes}개 · 팩: {packs}개',
  weighedTotal: '실측 중량: {lbs}파운드',
  packedBy: '포장 담당',
  receivedBy: '수령인',
  foot: '주문 {number} · {page}/{pages}쪽',
} satisfies NamespaceMailTranslation['packingSlip'];
