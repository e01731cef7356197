import type { NamespaceAccountTranslation } from '../../i18n-types';

// 내 정보의 "주문 마감 전 알림" 항목과, 알림 메일의 중지 링크가 여는 페이지(/reminders/stop).
const ko_account_reminders = {
  title: '주문 마감 전 알림',
  intro: '다음 픽업일 주문이 없으면 주문 마감 전에 이메일로 알려 드립니다.',
  enabled: '이메일로 알림 받기',
  hours: '마감 몇 시간 전에 알릴까요',
  hoursOption: '{hours}시간 전',
  save: '알림 저장',
  saving: '저장 중...',
  saved: '알림을 저장했습니다',
  turnedOff: '알림을 껐습니다',
  off: '알림이 꺼져 있습니다. 켜면 마감 전에 이메일로 알려 드립니다.',
  next: '다음 알림: {day} 픽업은 {orderBy}까지 주문해야 하며, {remindAt}에 알려 드립니다.',
  noNext: '지금은 주문할 수 있는 픽업일이 없습니다.',
  loadError: '알림 설정을 불러오지 못했습니다',
  saveError: '알림 설정을 저장하지 못했습니다',
  retry: '다시 시도',
  stopTitle: '알림을 중지했습니다',
  stopping: '알림을 중지하는 중...',
  stopDone: '이제 주문 마감 전 알림 메일을 보내 드리지 않습니다.',
  stopAgain: '내 정보에서 언제든 다시 켤 수 있습니다.',
  stopBad: '이 링크가 작동하지 않았습니다',
  openProfile: '내 정보 열기',
} satisfies NamespaceAccountTranslation['reminders'];

export default ko_account_reminders;
