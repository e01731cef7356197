import type { NamespaceBuyerOrdersTranslation } from '../../i18n-types';

// 회사가 받은 리콜 통지: 주문 목록 위의 알림, 통지 링크가 여는 페이지.
const ko_buyerOrders_recalls = {
  bannerTitle: '제품 리콜',
  bannerText: '귀사에서 받은 제품을 리콜했습니다. 사용을 중단하고 이메일로 보내 드린 통지에 따라 주세요.',
  bannerLots: '로트: {lots}',
  acknowledged: '확인 {when}',
  notAcknowledged: '이메일의 링크로 통지를 확인해 주세요.',
  pageTitle: '리콜 통지',
  loading: '통지를 불러오는 중…',
  reason: '사유: {reason}',
  lot: '{product}, 로트 {lot}: 생산일 {produced}, 포장일 {packed}',
  whatToDo:
    '이 로트의 사용과 판매를 즉시 중단하고, 케이스를 따로 보관한 뒤 전화해 주세요. 교환하거나 대금을 차감해 드립니다.',
  acknowledge: '이 통지를 읽었습니다',
  acknowledging: '확인하는 중…',
  done: '감사합니다. 통지가 확인되었습니다.',
  doneAt: '확인 {when}',
  failed: '통지를 확인하지 못했습니다',
  badLinkTitle: '이 링크는 사용할 수 없습니다',
} satisfies NamespaceBuyerOrdersTranslation['recalls'];

export default ko_buyerOrders_recalls;
