import type { NamespaceAccountTranslation } from '../../i18n-types';

// 프로필의 나의 가격 화면 (?view=prices)
const ko_account_myPrices = {
  link: '나의 가격',
  title: '나의 가격',
  intro: '모든 상품을 회원님이 실제로 내는 가격으로 보여 드립니다. 가격표에 수량별 가격이 있으면 함께 표시됩니다.',
  filterLabel: '상품 찾기',
  filterPlaceholder: '상품명 또는 부위',
  loading: '나의 가격을 불러오는 중...',
  loadError: '나의 가격을 불러오지 못했습니다.',
  retry: '다시 시도',
  empty: '표시할 상품이 없습니다.',
  noMatch: '"{q}"에 맞는 상품이 없습니다.',
  count: '상품 {n}개',
  back: '프로필로 돌아가기',
} satisfies NamespaceAccountTranslation['myPrices'];

export default ko_account_myPrices;
