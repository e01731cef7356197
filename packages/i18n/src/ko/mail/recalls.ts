import type { NamespaceMailTranslation } from '../../i18n-types';

// 리콜 통지: 리콜된 로트를 받은 회사마다 대표의 언어로, 확인 링크와 함께. 확인하지 않으면 하루 뒤 한 번 더.
export const recallNotice = {
  subject: '리콜 통지: 로트 {lots}',
  subjectReminder: '다시 알림: 로트 {lots} 리콜을 확인해 주세요',
  banner: '제품 리콜: 오늘 이 통지에 따라 조치해 주세요.',
  intro: '{company}에서 저희로부터 받은 제품을 리콜합니다.',
  introNoCompany: '귀사에서 저희로부터 받은 제품을 리콜합니다.',
  reason: '사유: {reason}',
  lotsHeading: '리콜 대상 제품과 로트',
  lot: '{product}, 로트 {lot}: 생산일 {produced}, 포장일 {packed}, 소비·냉동기한 {useBy}',
  fields: {
    cases: '받으신 케이스 수',
    lbs: '받으신 순중량',
    pickups: '픽업일',
  },
  pounds: '{lbs} 파운드',
  todoHeading: '조치 방법',
  todo: {
    stop: '이 로트의 제품 사용과 판매를 즉시 중단해 주세요.',
    separate: '회수하거나 교환할 때까지 케이스를 따로 두고 "리콜"이라고 표시해 주세요.',
    call: '아직 보관 중인 케이스 수를 전화로 알려 주세요. 교환하거나 대금을 차감해 드립니다.',
  },
  cta: '통지 확인하기',
} satisfies NamespaceMailTranslation['recallNotice'];

// 검사관에게 제출하는 리콜 보고서(PDF).
export const recallReport = {
  title: '리콜 {id}',
  printed: '작성 {when}',
  reason: '사유',
  created: '리콜 시작',
  noticesSent: '통지 발송',
  closed: '종료',
  never: '아직 없음',
  lots: '리콜 대상 로트',
  lot: '로트',
  lotLine:
    '생산일 {produced}, 포장일 {packed}, 소비·냉동기한 {useBy}. 생산 케이스 {producedCases}, 주문에 계량된 케이스 {weighed}, 판매되지 않은 케이스 {unsold}',
  customers: '고객 ({count})',
  noCustomers: '이 로트를 받은 고객이 없습니다.',
  companyLot: '로트 {lot}: 출고 {shipped}케이스({lbs} 파운드), 아직 픽업하지 않은 케이스 {unshipped}',
  pickups: '픽업일',
  unshippedOrders: '아직 픽업하지 않은 주문',
  notice: '통지 발송 {sent}; 확인 {acknowledged}; 다시 알림 {reminded}',
  noNotice: '통지 없음(출고 없음)',
} satisfies NamespaceMailTranslation['recallReport'];
