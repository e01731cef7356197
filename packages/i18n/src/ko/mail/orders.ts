import type { NamespaceMailTranslation } from '../../i18n-types';

// 픽업 주문 메일: 공통 부분, 주문 접수부터 완료까지, 큰 주문의 승인, 정기 주문, 픽업일 휴무

export const orderApproval = {
  requestedSubject: '{orderer}님이 주문 {orderNumber}({total}) 승인을 요청했습니다',
  requestedIntro:
    '{orderer}님의 주문 {orderNumber}({total})이(가) 설정하신 한도 {limit}을(를) 넘어 승인을 기다립니다. 승인하시기 전까지 창고로 보내지지 않습니다.',
  requestedCta: '승인 또는 거절하기',
  awaitingSubject: '주문 {orderNumber}이(가) {owner}님의 승인을 기다립니다',
  awaitingIntro:
    '주문 {orderNumber}({total})이(가) 주문 한도를 넘어 {owner}님의 승인을 기다립니다. 승인되거나 거절되면 메일로 알려 드립니다.',
  approvedSubject: '주문 {orderNumber}이(가) 승인되었습니다',
  approvedIntro: '{owner}님이 주문 {orderNumber}을(를) 승인했습니다. 이제 창고에서 주문을 확인합니다.',
  declinedSubject: '주문 {orderNumber}이(가) 거절되었습니다',
  declinedIntro: '{owner}님이 주문 {orderNumber}을(를) 거절했습니다. 픽업 준비를 하지 않습니다.',
  reason: '사유: {reason}',
  orderCta: '주문 보기',
} satisfies NamespaceMailTranslation['orderApproval'];

export const order = {
  when: '{date} {time} (태평양 시간)',
  am: '오전',
  pm: '오후',
  clock: '{period} {time}',
  clockRange: '{period} {from}–{to}',
  fields: {
    orderNumber: '주문 번호',
    orderDate: '주문 일시',
    pickupTime: '픽업 시간',
    pickupPlace: '픽업 장소',
    note: '요청 사항',
  },
  pickupPlace: 'DTLA 창고 ({address})',
  itemsHeading: '주문 상품',
  freeItem: '오픈 기념 혜택: {item} 1개 무료 ($0.00)',
  columns: {
    item: '상품',
    quantity: '수량 × 단가',
    amount: '금액',
  },
  box: '{count}박스',
  boxes: '{count}박스',
  pack: '{count}팩',
  packs: '{count}팩',
  boxLine: '{quantity} × {price}',
  catchWeightLine: '{packs} × 약 {lbs}파운드 × 파운드당 {price}',
  weighedLine: '{packs} × 파운드당 {price} (계량 완료)',
  weighedLbsLine: '{packs}, 계량 {lbs}파운드 × 파운드당 {price}',
  estimated: '{value} (예상)',
  amountsHeading: '결제 금액',
  subtotal: '소계',
  pickupFee: '픽업 수수료',
  total: '합계',
  prepaymentNow: '선결제 금액 (50%)',
  prepayment: '선결제 금액 (50%)',
  balance: '픽업 때 결제하실 잔액',
  depositHeading: '선결제 방법',
  depositDue: '선결제 기한: {day}까지',
  notesHeading: '결제 및 픽업 안내',
  cashDiscount: '픽업 때 잔액을 현금으로 결제하시면 잔액의 최대 5%(최대 {amount})를 할인해 드립니다.',
  cardTax: '카드로 결제하시면 판매세가 추가됩니다.',
  methods: '현금과 신용카드로만 결제하실 수 있으며, American Express는 받지 않습니다.',
  catchWeight:
    '실중량(C.W.) 상품의 금액은 팩당 평균 무게로 계산한 예상 금액입니다. 최종 금액은 픽업 때 실제로 계량한 무게에 따라 정해지므로 합계와 잔액이 달라질 수 있습니다.',
  noShow:
    '픽업 약속을 두 번 이상 지키지 않으시면 계정 이용이 정지될 수 있습니다. 오시기 어려우시면 픽업 시간 전에 꼭 연락해 주세요.',
  ordersCta: '주문 내역 보기',
  questions: '문의 사항이 있으시면 운영 시간(월-금 오전 8:00-오후 3:30, 태평양 시간)에 연락해 주세요.',
} satisfies NamespaceMailTranslation['order'];

export const orderReceived = {
  subject: '주문 {orderNumber} 접수 완료',
  intro: '주문해 주셔서 감사합니다. 접수된 주문 내용은 아래와 같습니다.',
  notConfirmed:
    '아직 주문이 확정되지 않았습니다. 담당자가 모든 주문을 직접 검토하며, 주문 확정 안내 메일을 받으신 후에 주문이 확정됩니다.',
} satisfies NamespaceMailTranslation['orderReceived'];

export const orderNotice = {
  subject: '새 픽업 주문 {orderNumber} — {who}, {day}',
  intro:
    '온라인으로 새 픽업 주문이 들어와 검토를 기다리고 있습니다. 상태를 "order placed"로 바꾸면 주문이 확정되고, 구매자에게 확정 안내 메일이 발송됩니다.',
  buyerHeading: '구매자',
  fields: {
    name: '이름',
    company: '업체명',
    email: '이메일',
    phone: '전화번호',
    licenseNumber: '사업자 등록 번호',
  },
  orderHeading: '주문',
  cta: '관리자 대시보드 열기',
} satisfies NamespaceMailTranslation['orderNotice'];

export const orderConfirmed = {
  subject: '주문 {orderNumber} 확정 안내',
  intro: '주문하신 {orderNumber} 건이 확정되었습니다. 선택하신 픽업 시간에 맞춰 DTLA 창고에서 준비해 두겠습니다.',
} satisfies NamespaceMailTranslation['orderConfirmed'];

export const orderDeclined = {
  subject: '주문 {orderNumber} 처리 불가 안내',
  intro:
    '죄송합니다. 주문하신 {orderNumber} 건은 처리해 드릴 수 없게 되었습니다. 이 주문은 픽업 준비가 진행되지 않습니다.',
  payment: '이 주문에 대해 결제하실 금액은 없습니다. 이 주문의 선결제 금액을 결제하셨다면 환불해 드리겠습니다.',
  contact: '궁금하신 점이 있거나 다른 상품을 주문하고 싶으시면 이 메일에 회신하시거나 영업시간에 전화해 주세요.',
  fields: {
    pickup: '선택하셨던 픽업 시간',
    reason: '사유',
  },
} satisfies NamespaceMailTranslation['orderDeclined'];

export const orderComplete = {
  invoiceCta: '인보이스 다운로드',
  subject: '주문 {orderNumber} 완료 안내',
  intro: '주문하신 {orderNumber} 건이 완료되었습니다. 이용해 주셔서 진심으로 감사드립니다.',
  finalTotal: '최종 합계',
  points: '{points}포인트',
  fields: {
    points: '적립된 포인트',
  },
  followUp: '주문 내용에 문제가 있으시면 이 메일에 회신하시거나 영업시간에 전화해 주세요.',
} satisfies NamespaceMailTranslation['orderComplete'];

export const standingOrder = {
  madeSubject: '{day} 정기 주문 {orderNumber}',
  madeIntroWeekly: '매주 정기 주문이 준비되었습니다. 이번 주 가격으로 만들었으며, 다른 주문과 같은 규칙이 적용됩니다.',
  madeIntroFortnightly:
    '2주마다의 정기 주문이 준비되었습니다. 이번 주 가격으로 만들었으며, 다른 주문과 같은 규칙이 적용됩니다.',
  leftOut: '더 이상 구매할 수 없어 제외된 상품: {names}.',
  cutoff: '{time}까지 주문을 변경하시거나, 주문을 취소하여 이번 주를 건너뛰실 수 있습니다.',
  changeCta: '이 주문 변경하기',
  skipCta: '이번 주 건너뛰기',
  nothingSubject: '{day} 정기 주문이 없습니다',
  nothingIntro: '{day} 정기 주문을 만들지 않았습니다: 이번 주에는 주문 상품을 하나도 구매할 수 없습니다.',
  nothingNext:
    '정기 주문은 그대로 유지되며 다음 주문은 평소대로 만들어집니다. 프로필에서 변경하거나 종료하실 수 있습니다.',
  standingCta: '내 정기 주문',
  setUpSubject: '정기 주문이 설정되었습니다',
  setUpIntro:
    '이제 주문이 {every} 반복됩니다. 매번 픽업일 전에 그 주의 가격으로 주문을 만들어 확인하실 수 있도록 메일로 보내 드립니다.',
  pausedSubject: '정기 주문이 일시 중지되었습니다',
  pausedIntro: '일시 중지된 동안에는 주문이 만들어지지 않습니다. 프로필에서 언제든지 다시 시작하실 수 있습니다.',
  resumedSubject: '정기 주문이 다시 시작되었습니다',
  resumedIntro: '다음 픽업일부터 그 주의 가격으로 다시 주문이 만들어집니다.',
  endedSubject: '정기 주문이 종료되었습니다',
  endedIntro: '이 정기 주문으로 더 이상 주문이 만들어지지 않습니다. 이미 만들어진 주문은 그대로 유지됩니다.',
  changedBy: '회사의 {name}님이 변경했습니다.',
  everyWeek: '매주',
  everyTwoWeeks: '2주마다',
  productsHeading: '상품',
  fields: {
    repeats: '반복',
    nextPickup: '다음 픽업',
    nextMade: '다음 주문 생성',
  },
} satisfies NamespaceMailTranslation['standingOrder'];

export const pickupClosed = {
  subject: '픽업일 휴무 안내: 주문 {orderNumber}',
  intro: '주문하신 {orderNumber} 건의 픽업일인 {day}에 DTLA 창고가 문을 닫습니다.',
  dayWithReason: '{day} ({reason})',
  next: '일정 변경으로 불편을 드려 죄송합니다. 다른 픽업일을 정하실 수 있도록 곧 연락드리겠습니다. 주문은 그대로 유지되며 다시 주문하실 필요는 없습니다.',
  contact: '지금 바로 정하고 싶으시면 이 메일에 회신하시거나 영업시간에 전화해 주세요.',
  hoursSubject: '픽업일 영업시간 변경 안내: 주문 {orderNumber}',
  hoursIntro:
    '주문하신 {orderNumber} 건의 픽업일인 {day}에 DTLA 창고가 단축 운영되어, 선택하신 픽업 시간에는 문을 열지 않습니다.',
  hoursNext:
    '일정 변경으로 불편을 드려 죄송합니다. 다른 픽업 시간을 정하실 수 있도록 곧 연락드리겠습니다. 주문은 그대로 유지되며 다시 주문하실 필요는 없습니다.',
  fields: {
    closedPickup: '픽업 시간 (휴무)',
    hours: '단축 영업시간',
    outsidePickup: '픽업 시간 (영업시간 외)',
  },
} satisfies NamespaceMailTranslation['pickupClosed'];
