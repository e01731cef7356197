import type { NamespaceMailTranslation } from '../../i18n-types';

// 주문 마감 전 알림: 알림을 신청한 구매자에게, 그 사람의 언어로, 다음 픽업일 주문이 없을 때. 주문 링크와 알림 중지 링크를 함께.
export const cutoffReminder = {
  subject: '알림: {day} 픽업 주문이 아직 없습니다',
  intro: '{day} 픽업 주문이 아직 없으시네요.',
  orderBy: '그날 픽업하시려면 {when}까지 주문해 주세요.',
  changeUntil: '그날 픽업 주문은 {when}까지 변경할 수 있습니다.',
  fields: {
    pickup: '픽업일',
    orderBy: '주문 마감',
    changeUntil: '변경 마감',
  },
  cta: '지금 주문하기',
  why: '다음 픽업일 주문이 없을 때 마감 {hours}시간 전에 알려 달라고 신청하셔서 보내 드리는 메일입니다.',
  stop: '이 알림 그만 받기',
  change: '알림 시간은 내 정보에서 바꿀 수 있습니다: {url}',
} satisfies NamespaceMailTranslation['cutoffReminder'];
