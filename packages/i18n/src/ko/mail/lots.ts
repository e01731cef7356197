import type { NamespaceMailTranslation } from '../../i18n-types';

// 서류(청구서, 포장 명세서)의 로트, 그리고 출고 기록 PDF(직원용)

export const lots = {
  line: '로트 {code} · 포장 {packed} · {cases}케이스',
  record: {
    title: '출고 기록',
    range: '출고일 {from} ~ {to}',
    made: '작성 {at}',
    shipped: '출고일',
    company: '업체',
    address: '주소',
    order: '주문',
    product: '상품',
    lot: '로트',
    establishment: '작업장',
    cases: '케이스',
    netLbs: '순중량(파운드)',
    estimated: '추정',
    none: '이 기간에 기록된 출고가 없습니다.',
    totals: '{rows}행 · {cases}케이스 · {lbs}파운드',
    foot: '출고 기록 {from} ~ {to} · {page}/{pages}쪽',
  },
} satisfies NamespaceMailTranslation['lots'];
