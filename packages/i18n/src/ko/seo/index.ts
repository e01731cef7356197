import type { NamespaceSeoTranslation } from '../../i18n-types';

const ko_seo = {
  homeDescription: '로스앤젤레스의 인증된 식당과 사업자를 위한 소고기, 돼지고기, 닭고기 도매.',
  listingDescription: '{intro} 로스앤젤레스 식당과 사업자를 위한 도매, LA 다운타운에서 픽업.',
  shopAllDescription: '로스앤젤레스 식당과 사업자에게 도매로 판매하는 모든 소고기, 돼지고기, 닭고기 제품.',
  productDescription: '{name}: 로스앤젤레스 식당을 위한 {species} 도매, LA 다운타운에서 픽업.',
  species: { beef: '소고기', pork: '돼지고기', chicken: '닭고기' },
} satisfies NamespaceSeoTranslation;

export default ko_seo;
