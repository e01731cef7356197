import type { NamespaceOrderStatusTranslation } from '../../i18n-types';

// 주문 상태 (구매자 주문 목록과 관리자 화면 공용)
const ko_orderStatus = {
  pending: '대기 중',
  contacted: '연락 완료',
  quoteSent: '견적 발송',
  orderPlaced: '주문 확정',
  complete: '완료',
  declined: '거절됨',
  incomplete: '미완료',
  completion: '완료 처리',
  new: '신규',
  completed: '완료됨',
  delivered: '배송 완료',
  approved: '승인됨',
  processing: '처리 중',
  cancelled: '취소됨',
  shipped: '발송됨',
  awaitingApproval: '승인 대기',
  readyForPickup: '픽업 준비 완료',
  missedPickup: '미픽업',
} satisfies NamespaceOrderStatusTranslation;

export default ko_orderStatus;
