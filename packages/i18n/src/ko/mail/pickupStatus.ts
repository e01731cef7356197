import type { NamespaceMailTranslation } from '../../i18n-types';

// 직원이 픽업 주문의 상태와 함께 보낼 수 있는 메일: 주문 준비 완료, 픽업 시간에 찾아가지 않은 주문

export const orderReady = {
  subject: '주문 {orderNumber} 픽업 준비가 완료되었습니다',
  intro: '주문하신 {orderNumber} 건의 포장이 끝나 DTLA 창고에서 픽업하실 수 있습니다.',
  window: '선택하신 픽업 시간에 방문해 주세요. 주문 번호를 알려 주시고, 결제는 픽업 시 해 주시면 됩니다.',
  contact: '시간에 맞춰 오시기 어려우면 이 메일에 회신하시거나 영업시간에 전화해 주세요.',
  fields: {
    pickup: '픽업 시간',
  },
} satisfies NamespaceMailTranslation['orderReady'];

export const orderMissedPickup = {
  subject: '주문 {orderNumber}이(가) 픽업되지 않았습니다',
  intro: '주문하신 {orderNumber} 건이 픽업 시간 안에 픽업되지 않아 미픽업으로 처리되었습니다.',
  terms: '미픽업이 두 번 이상이면 계정의 온라인 주문이 중지될 수 있습니다.',
  contact:
    '이 주문이 아직 필요하시면 이 메일에 회신하시거나 영업시간에 전화해 주세요. 새 픽업 시간을 잡아 드리겠습니다.',
  fields: {
    pickup: '픽업 시간',
  },
} satisfies NamespaceMailTranslation['orderMissedPickup'];
