// 신고된 품목의 문제 유형: 구매자의 신고 양식과 관리자 화면의 "신고" 페이지가 같은 말을 쓰도록 한 곳에 둡니다.
export const claimReasons = {
  short_weight: '중량 부족',
  damaged: '파손',
  wrong_item: '다른 품목',
  quality: '품질 문제',
  missing: '누락',
};
