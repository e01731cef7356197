import type { NamespaceMailTranslation } from '../../i18n-types';

// 마감 전 주문 변경·취소 (구매자 또는 직원)

export const orderChanges = {
  heading: '변경 내용',
  quantity: '{item}: {from} → {to}',
  added: '{item}: {quantity} 추가',
  removed: '{item}: {quantity} 삭제',
  pickup: '픽업 시간: {from} → {to}',
  note: '요청 사항: {from} → {to}',
  noNote: '(없음)',
} satisfies NamespaceMailTranslation['orderChanges'];

export const orderChanged = {
  subject: '주문 {orderNumber} 변경 안내',
  intro: '요청하신 대로 주문하신 {orderNumber} 건이 변경되었습니다. 변경 내용과 현재 주문 내용은 아래와 같습니다.',
  introByStaff:
    '저희 창고에서 주문하신 {orderNumber} 건의 내용을 변경했습니다. 변경 내용과 현재 주문 내용은 아래와 같습니다.',
  contactByStaff: '변경된 내용에 문제가 있으시면 이 메일에 회신하시거나 영업시간에 전화해 주세요.',
  cutoff: '{time}까지 온라인에서 이 주문을 변경하거나 취소하실 수 있습니다.',
} satisfies NamespaceMailTranslation['orderChanged'];

export const orderCancelled = {
  subject: '주문 {orderNumber} 취소 안내',
  intro: '요청하신 대로 주문하신 {orderNumber} 건이 취소되었습니다. 이 주문은 픽업 준비가 진행되지 않습니다.',
  introByStaff: '주문하신 {orderNumber} 건을 저희 측에서 취소했습니다. 이 주문은 픽업 준비가 진행되지 않습니다.',
  payment: '이 주문에 대해 결제하실 금액은 없습니다. 이 주문의 선결제 금액을 결제하셨다면 환불해 드리겠습니다.',
  contact:
    '다시 주문하시려면 온라인 스토어를 이용해 주세요. 궁금하신 점이 있으시면 이 메일에 회신하시거나 영업시간에 전화해 주세요.',
  fields: {
    pickup: '선택하셨던 픽업 시간',
    reason: '사유',
  },
} satisfies NamespaceMailTranslation['orderCancelled'];

export const orderChangeNotice = {
  subjectChange: '주문 {orderNumber} 변경: {who}',
  subjectCancel: '주문 {orderNumber} 취소: {who}',
  whoBuyer: '구매자 ({name})',
  whoBuyerCompany: '구매자 ({name}, {company})',
  whoStaff: '직원 ({name})',
  introChange:
    '주문 {orderNumber} 건이 변경되었습니다. 변경한 사람은 {who}입니다. 아래 변경 내용을 확인하시고 현재 주문 내용대로 준비해 주세요. 전체 주문 내용은 관리자 페이지에서 보실 수 있습니다.',
  introCancel:
    '주문 {orderNumber} 건이 취소되었습니다. 취소한 사람은 {who}입니다. 이 주문은 준비하지 말아 주세요. 구매자가 선결제 금액을 결제했다면 환불해 주세요. 구매자에게는 선결제 금액을 환불해 드린다고 안내했습니다.',
  buyerHeading: '구매자',
  orderHeading: '주문',
  fields: {
    name: '이름',
    company: '업체명',
    email: '이메일',
    phone: '전화번호',
    changedBy: '변경한 사람',
    cancelledBy: '취소한 사람',
    pickup: '픽업 시간',
    cancelledPickup: '취소된 주문의 픽업 시간',
    total: '합계',
    reason: '사유',
  },
  totalChange: '{from} → {to}',
  totalSame: '{total} (변동 없음)',
  cta: '관리자 페이지에서 주문 열기',
} satisfies NamespaceMailTranslation['orderChangeNotice'];
