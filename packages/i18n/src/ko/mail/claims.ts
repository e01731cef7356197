// Claims on completed orders: the credit memo an approval issues (a PDF) and the mail of staff's
// decision, in the buyer's language.
import type { NamespaceMailTranslation } from '../../i18n-types';
export const claimReasons = {
  short_weight: '중량 부족',
  damaged: '파손',
  wrong_item: '다른 상품',
  quality: '품질 문제',
  missing: '누락',
} satisfies NamespaceMailTranslation['claimReasons'];

export const creditMemo = {
  title: '대변 메모',
  number: '대변 메모 번호',
  date: '발행일',
  invoice: '인보이스 번호',
  claim: '클레임 {id} ({date} 접수)',
  creditTo: '대상 업체',
  reason: '사유',
  claimed: '클레임 수량',
  pounds: '{quantity}파운드',
  box: '{quantity}박스',
  boxes: '{quantity}박스',
  credit: '대변 금액',
  note: '이 금액은 주문 {order}에 적용됩니다. 남은 결제 금액이 그만큼 줄어들고, 주문이 이미 결제된 경우에는 업체의 크레딧으로 남아 환불되거나 다른 주문에 적용됩니다.',
} satisfies NamespaceMailTranslation['creditMemo'];

export const claimDecided = {
  subjectApproved: '주문 {order} 클레임이 승인되었습니다: 대변 메모 {memo}',
  subjectRefused: '주문 {order} 클레임 처리 결과',
  approved:
    '주문 {order}의 {item}에 대해 신고하신 문제를 확인하고 {amount}의 크레딧을 승인했습니다. 대변 메모 {memo}는 계정의 주문 내역에서 확인하실 수 있습니다.',
  refused: '주문 {order}의 {item}에 대해 신고하신 문제를 확인했으나 승인해 드리지 못했습니다. 사유는 아래와 같습니다.',
  fields: {
    order: '주문',
    item: '상품',
    reason: '문제 내용',
    credit: '크레딧',
    refusal: '사유',
  },
  cta: '주문 보기',
  questions: '결정에 대해 궁금한 점이 있으시면 이 메일에 회신하시거나 영업시간에 전화해 주세요.',
} satisfies NamespaceMailTranslation['claimDecided'];
