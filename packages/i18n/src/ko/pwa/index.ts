import type { NamespacePwaTranslation } from '../../i18n-types';

const ko_pwa = {
  installHint: {
    label: '앱 설치',
    text: '홈 화면에 이 스토어를 추가하세요. 공유 버튼을 누른 뒤 ‘홈 화면에 추가’를 선택하시면 됩니다.',
    dismiss: '닫기',
  },
  pendingOrder: {
    waiting: '주문이 연결을 기다리고 있습니다.',
    placed: '주문 {number}이(가) 접수되었습니다.',
    view: '주문 보기',
    refused: '저장된 주문이 접수되지 않았습니다. 장바구니는 그대로 유지됩니다.',
    open: '결제 페이지 열기',
  },
  network: {
    title: '스토어에 연결할 수 없습니다',
    products: '네트워크 문제로 상품을 불러오지 못했습니다. 연결된 뒤 다시 시도해 주세요.',
  },
  update: {
    text: '스토어의 새 버전이 준비되었습니다.',
    reload: '새로고침',
    later: '나중에',
  },
} satisfies NamespacePwaTranslation;

export default ko_pwa;
