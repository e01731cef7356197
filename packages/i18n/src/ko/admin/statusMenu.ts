import type { NamespaceAdminTranslation } from '../../i18n-types';

// 관리자 상태 메뉴(주문 목록과 주문 상세): 메뉴와 저장 버튼, 다시 열기·거절·픽업 준비 완료·미픽업 전에
// 묻는 질문, 그리고 고객의 미픽업 횟수, 표시, 주문 중지
const ko_admin_statusMenu = {
  save: '저장',
  saveFor: '주문 {number}의 상태 저장',
  notYet: '{status} (픽업 시간 이후)',
  reopenTitle: '주문 {number}을(를) “{status}”(으)로 다시 열까요?',
  reopenText: '지금은 “{from}” 상태입니다. 다시 열면 피킹 리스트에 다시 올라가고 받을 금액에 다시 포함됩니다.',
  reopenInvoice: '인보이스는 무효 처리되며, 다시 완료하면 새 인보이스가 발행됩니다.',
  reopenReason: '이 주문을 다시 여는 이유 (주문 기록에 남습니다)',
  declineReason: '이 주문을 거절하는 이유 (주문 기록에 남습니다)',
  declineReasonMailed: '이 주문을 거절하는 이유 (메일에 이 사유가 들어갑니다)',
  reasonRequired: '사유를 적어 주세요. 필수 항목입니다.',
  readyNote: '주문은 피킹 리스트에 그대로 남습니다.',
  missedNote: '주문이 피킹 리스트에서 빠지고 매출로 계산되지 않습니다. 고객 페이지에 미픽업으로 집계됩니다.',
  notifyReady: '구매자({email})에게 “주문 {number} 픽업 준비가 완료되었습니다” 메일 보내기',
  notifyMissed: '구매자({email})에게 “주문 {number}이(가) 픽업되지 않았습니다” 메일 보내기',
  readyMailSent: '픽업 준비 완료 메일을 구매자에게 보내고 있습니다.',
  missedMailSent: '미픽업 안내 메일을 구매자에게 보내고 있습니다.',
  historyReason: '사유: {reason}',
  missedTitle: '미픽업',
  missedCount: '미픽업 {count}회',
  missedFlag: '주의: 미픽업 {count}회. 약관에 따라 온라인 주문을 중지할 수 있습니다.',
  active: '온라인 주문이 열려 있습니다.',
  suspendedSince: '{when}부터 온라인 주문이 중지되었습니다 ({who}).',
  suspend: '주문 중지',
  resume: '주문 재개',
  suspendTitle: '{name}의 온라인 주문을 중지할까요?',
  suspendText:
    '주문을 재개할 때까지 결제 시 전화해 달라는 안내와 함께 주문이 거절되고, 정기 주문도 만들어지지 않습니다.',
  resumeTitle: '{name}의 온라인 주문을 재개할까요?',
  resumeText: '다시 주문할 수 있고, 정기 주문도 다시 만들어집니다.',
  cancel: '취소',
  suspended: '주문이 중지되었습니다',
  resumed: '주문이 재개되었습니다',
  failed: '주문 상태를 바꾸지 못했습니다',
  unknownAdmin: '관리자',
  flagLabel: '고객을 표시할 미픽업 횟수',
  flagHint: '약관: “미픽업이 두 번 이상이면 주문이 중지될 수 있습니다”.',
} satisfies NamespaceAdminTranslation['statusMenu'];

export default ko_admin_statusMenu;
