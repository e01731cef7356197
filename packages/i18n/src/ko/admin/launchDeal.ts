import type { NamespaceAdminTranslation } from '../../i18n-types';

// 설정 > 오픈 기념 혜택
const ko_admin_launchDeal = {
  heading: '오픈 기념 혜택',
  help: '시작 후 승인되는 선착순 50개 업체는 첫 주문에 무료 상품 1개를 받습니다. 고객이 고를 수 있는 5파운드 상품을 정해 주세요.',
  state: {
    not_started: '시작 전',
    running: '진행 중: {capacity}자리 중 {left}자리 남음',
    full: '마감: 모든 자리가 배정되었습니다',
    ended: '조기 종료됨',
  },
  startedAt: '{when} 시작',
  endedAt: '{when} 종료',
  productsHeading: '무료 제공 상품',
  noProducts: '아직 고른 상품이 없습니다.',
  hiddenProduct: '숨김 상품: 다시 표시할 때까지 제공되지 않습니다',
  remove: '{name} 빼기',
  search: '상품 추가',
  searchPlaceholder: '영문 또는 한글 상품명',
  searchEmpty: '상품을 찾을 수 없습니다.',
  add: '추가',
  added: '선택됨',
  saved: '상품을 저장했습니다',
  saveFailed: '상품을 저장하지 못했습니다',
  start: '혜택 시작하기',
  started: '오픈 기념 혜택이 시작되었습니다',
  startFailed: '혜택을 시작하지 못했습니다',
  end: '혜택 조기 종료',
  endTitle: '오픈 기념 혜택을 지금 종료할까요?',
  endText:
    '지금부터 승인되는 업체는 자리를 받지 못합니다. 이미 자리를 받은 {given}개 업체는 그대로 유지됩니다. 종료한 혜택은 다시 시작할 수 없습니다.',
  endConfirm: '혜택 종료',
  endKeep: '계속 진행',
  ended: '오픈 기념 혜택이 종료되었습니다',
  endFailed: '혜택을 종료하지 못했습니다',
  placesHeading: '배정된 자리',
  noPlaces: '아직 배정된 자리가 없습니다.',
  columns: {
    slot: '번호',
    company: '업체',
    granted: '승인',
    order: '사용 주문',
  },
  unused: '아직 사용 안 함',
  onOrder: '오픈 기념 혜택: 이 주문과 함께 {item} 1개를 무료로 드립니다 ($0.00)',
  usedOn: '{order}: {item}',
} satisfies NamespaceAdminTranslation['launchDeal'];

export default ko_admin_launchDeal;
