import type { NamespaceHowToOrderTranslation } from '../../i18n-types';

const ko_howToOrder = {
  metaTitle: '주문 방법',
  crumb: '주문 방법',
  title: '주문 방법',
  intro: '계정 신청부터 다운타운 LA에서 고기를 픽업하시기까지, 주문은 여섯 단계로 이루어집니다.',
  stepLabel: '{n}단계',
  s1: {
    title: '계정 신청',
    body: '가입 양식에 업체 정보, 사업자 면허 번호, 캘리포니아 재판매 증명서(Resale Certificate) 정보를 입력해 주세요. 서류는 10 MB 미만의 PDF, JPG, PNG 파일로 올리실 수 있습니다.',
  },
  s2: {
    title: '승인 대기',
    body: '담당자가 모든 신청을 검토하며, 보통 영업일 기준 1~2일이 걸립니다. 계정이 승인되면 바로 이메일로 알려 드립니다.',
  },
  s3: {
    title: '로그인하고 도매가 확인',
    body: '이메일과 비밀번호로 로그인하시면 모든 제품 페이지에서 도매가를 보실 수 있습니다.',
  },
  s4: {
    title: '장바구니에 담기',
    body: '양념육, 손질육, 원육, Adams Gourmet 라인을 둘러보시고 필요한 제품을 담아 주세요. 장바구니는 30일 동안 유지됩니다.',
  },
  s5: {
    title: '픽업 주문 결제',
    body: '주문 내용을 확인하고 결제·픽업 조건에 동의하신 뒤 주문 금액의 50%를 선결제해 주세요. 주문 확인 이메일을 받으시면 주문이 확정됩니다.',
  },
  s6: {
    title: 'DTLA 창고에서 픽업',
    body: '주문은 보통 24시간 안에 준비됩니다. 잔액은 픽업 때 결제하시며, 현금으로 내시면 잔액의 5%를 할인해 드립니다.',
  },
  paymentHeading: '결제 안내',
  payment:
    '현금과 카드(American Express 제외)로 결제하실 수 있습니다. 카드 결제에는 판매세가 붙으며, 카드 수수료가 추가될 수 있습니다. 배송은 현재 이용하실 수 없습니다.',
  helpHeading: '도움이 필요하신가요?',
  help: '월요일부터 금요일 오전 8시부터 오후 3시 30분(태평양 시간)까지 한국어와 영어로 안내해 드립니다.',
  ctaSignup: '계정 신청하기',
  ctaContact: '문의하기',
} satisfies NamespaceHowToOrderTranslation;

export default ko_howToOrder;
