import type { NamespaceAdminTranslation } from '../../i18n-types';

// 관리자 설정 페이지: 50% 선결제를 받는 방법
const ko_admin_settings = {
  title: '설정',
  intro: '구매자에게 보이는 영업 설정입니다. 변경 내용은 몇 초 안에 스토어에 반영됩니다.',
  loading: '설정을 불러오는 중...',
  loadError: '설정을 불러오지 못했습니다',
  retry: '다시 시도',
  deposit: {
    heading: '50% 선결제',
    help: '50% 선결제를 언제, 어떻게 받는지 적어 주세요. 구매자는 결제 단계, 주문 완료 페이지, 주문 접수 메일과 주문 내역에서 납부 기한과 함께 이 안내를 봅니다. 기한은 픽업일 전 창고가 문을 여는 마지막 날입니다.',
    english: '영어 안내문',
    korean: '한국어 안내문',
    count: '{n} / {max}자',
    isDefault: '직접 저장하기 전까지 구매자에게는 기본 안내문이 보입니다.',
    lastSaved: '마지막 저장: {when}',
    requiredEn: '영어 안내문을 입력해 주세요.',
    requiredKo: '한국어 안내문을 입력해 주세요.',
    save: '저장',
    saving: '저장하는 중...',
    saved: '설정 저장됨',
    savedText: '이제 구매자에게 새 선결제 안내가 보입니다.',
    saveFailed: '설정을 저장하지 못했습니다',
    invalid: '안내문을 확인해 주세요: {message}',
  },
  books: {
    heading: '인보이스',
    permit: '판매자 허가증 번호',
    help: '판매자 허가증 번호는 지금부터 발급하는 모든 인보이스의 사업장 주소 아래에 인쇄됩니다. 이미 발급된 인보이스에는 발급 당시의 번호가 그대로 남습니다.',
    hint: '영문자, 숫자, 공백, 하이픈(-)으로 최대 40자까지 입력할 수 있습니다. 비워 두면 번호를 인쇄하지 않습니다.',
    current: '새 인보이스에 인쇄되는 번호: {permit}',
    none: '새 인보이스에는 판매자 허가증 번호가 인쇄되지 않습니다.',
    lastSaved: '마지막 저장: {when}',
    save: '저장',
    saving: '저장하는 중...',
    saved: '설정 저장됨',
    savedText: '이제 새 인보이스에 판매자 허가증 번호가 인쇄됩니다: {permit}',
    savedNone: '이제 새 인보이스에는 판매자 허가증 번호가 인쇄되지 않습니다.',
    saveFailed: '설정을 저장하지 못했습니다',
    claimWindow: '클레임 신고 기간(시간)',
    claimWindowHint:
      '주문 완료 후 구매자가 문제를 신고(클레임)할 수 있는 시간으로, 1~720시간으로 정합니다. 기간이 지나면 구매자에게 전화하도록 안내합니다.',
    claimWindowInvalid: '1~720 사이의 정수로 시간을 입력해 주세요.',
    claimWindowCurrent: '주문 완료 후 {hours}시간 동안 구매자가 문제를 신고할 수 있습니다.',
  },
} satisfies NamespaceAdminTranslation['settings'];

export default ko_admin_settings;
