import type { NamespaceAdminTranslation } from '../../i18n-types';

// 주문의 픽업 옮기기: 주문 페이지(앞으로 남은 영업 시간대 어디로든), 캘린더 페이지의 휴무일 주문
// (다음 영업일로, 하나씩 또는 모두), 그리고 전화로 합의한 품목 변경을 이메일 없이 저장하기.
const ko_admin_reschedule = {
  move: '픽업 옮기기',
  moveTitle: '주문 {number}의 픽업 옮기기',
  current: '현재: {when}',
  day: '픽업일',
  window: '픽업 시간대',
  loading: '영업 중인 픽업 시간대를 불러오는 중…',
  loadError: '영업 중인 픽업 시간대를 불러오지 못했습니다.',
  noWindows: '앞으로 며칠 동안 영업하는 픽업 시간대가 없습니다. 먼저 캘린더 페이지에서 하루를 다시 열어 주세요.',
  sameWindow: '지금 주문의 시간대입니다: 다른 시간대를 골라 주세요.',
  notify: '{email}에게 새 시간을 이메일로 보내기 (구매자의 언어로)',
  notifyOffHint:
    '구매자와 전화로 새 시간을 합의한 경우에만 해제하세요: 이메일을 보내지 않았다는 사실이 주문 변경 기록에 남습니다.',
  back: '현재 시간 유지',
  confirm: '주문 옮기기',
  moving: '옮기는 중…',
  moved: '주문을 옮겼습니다',
  movedText: '새 픽업: {when}',
  moveFailed: '주문을 옮기지 못했습니다',

  moveNext: '다음 영업일로 옮기기',
  moveNextFor: '주문 {number}을(를) 다음 영업일로 옮기기',
  moveAll: '{count}건 모두 다음 영업일로 옮기기',
  moveOneTitle: '주문 {number}을(를) 다음 영업일로 옮길까요?',
  moveAllTitle: '주문 {count}건을 다음 영업일로 옮길까요?',
  moveNextText:
    '각 주문은 다음 영업 픽업일의 같은 시각(없으면 그날의 첫 시간대)으로 옮겨지고, 구매자마다 새 시간을 자신의 언어로 이메일로 받습니다.',
  moveNextConfirm: '옮기고 이메일 보내기',
  movedAll: '주문 {count}건을 옮겼습니다',
  movedSome: '{moved}건 옮김, {failed}건 옮기지 못함',
  notMoved: '{number}을(를) 옮기지 못했습니다: {reason}',

  notifyChange: '{email}에게 변경 전후 품목을 이메일로 보내기',
  notifyChangeOffHint: '전화로 합의한 변경이면 해제하세요: 이메일을 보내지 않았다는 사실이 주문 변경 기록에 남습니다.',
  notMailed: '구매자에게 이메일 보내지 않음 (전화로 합의)',
} satisfies NamespaceAdminTranslation['reschedule'];

export default ko_admin_reschedule;
