import type { NamespaceSeoTranslation } from '../../i18n-types';

const ko_seo = {
  homeDescription: '로스앤젤레스의 인증된 식당과 사업자를 위한 소고기, 돼지고기, 닭고기 도매.',
  listingDescription: '{intro} 로스앤젤레스 식당과 사업자를 위한 도매, LA 다운타운에서 픽업.',
  shopAllDescription: '로스앤젤레스 식당과 사업자에게 도매로 판매하는 모든 소고기, 돼지고기, 닭고기 제품.',
  productDescription: '{name}: 로스앤젤레스 식당을 위한 {species} 도매, LA 다운타운에서 픽업.',
  species: { beef: '소고기', pork: '돼지고기', chicken: '닭고기' },
  contactDescription:
    '소고기, 돼지고기, 닭고기 도매 상품, 가격, 계정에 대해 문의해 주세요. 영업일 기준 1~2일 안에 답변드립니다.',
  loginDescription:
    '도매 계정에 로그인하시면 나의 가격을 확인하고, 주문하고, 주문 현황을 살펴보실 수 있습니다. LA 다운타운에서 픽업.',
  signupDescription:
    '로스앤젤레스 식당과 사업자를 위한 도매 계정을 신청하세요. 모든 신청을 영업일 기준 1~2일 안에 검토합니다.',
} satisfies NamespaceSeoTranslation;

export default ko_seo;
