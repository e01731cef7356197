import type { NamespaceAdminTranslation } from '../../i18n-types';

// 직원 내부 메모: 주문 페이지와 고객 페이지의 메모 패널, 피킹 목록의 "메모 보기" 스위치. 구매자에게는
// 절대 보이지 않습니다.
const ko_admin_notes = {
  title: '메모',
  intro: '내부용: 직원만 볼 수 있으며 구매자에게는 보이지 않습니다.',
  customerTitle: '고객 메모',
  customerIntro: '{name} 고객 페이지에서 작성한 메모입니다 (여기서는 읽기만 가능).',
  empty: '아직 메모가 없습니다.',
  customerEmpty: '이 고객의 메모가 없습니다.',
  loading: '메모를 불러오는 중…',
  loadError: '메모를 불러오지 못했습니다',
  retry: '다시 시도',
  unknownAuthor: '퇴사한 직원',
  newNote: '새 메모',
  counter: '{count} / {max}',
  hint: 'Ctrl+Enter (Mac은 ⌘+Enter)로 메모를 추가합니다.',
  add: '메모 추가',
  adding: '추가하는 중…',
  added: '메모를 추가했습니다',
  addFailed: '메모를 추가하지 못했습니다',
  tooLong: '최대 {max}자까지 쓸 수 있습니다.',
  showOnPickList: '메모 보기',
  showOnPickListOn: '각 주문 아래에 주문 메모와 고객 메모가 표시되고 인쇄됩니다.',
  showOnPickListOff: '메모를 표시하지 않습니다.',
  pickOrderNotes: '주문 메모',
  pickCustomerNotes: '고객 메모',
} satisfies NamespaceAdminTranslation['notes'];

export default ko_admin_notes;
