import type { NamespaceMailTranslation } from '../../i18n-types';

// 업체 서류: 만료 전 안내와 갱신 서류 반려

export const documentExpiring = {
  subject: '{document} 만료 예정: {date}',
  businessLicense: '사업자 면허(비즈니스 라이선스)',
  resaleCertificate: '캘리포니아 재판매 증명서',
  intro: '{company}의 {document}가 {date}에 만료됩니다({when}).',
  introNoCompany: '회사의 {document}가 {date}에 만료됩니다({when}).',
  today: '오늘',
  inDays: '{days}일 후',
  resaleAfter: '만료일이 지나면 유효한 재판매 증명서 없이는 주문을 받을 수 없으니 기한 안에 갱신해 주세요.',
  licenseAfter: '모든 구매 회사의 유효한 사업자 면허를 보관하고 있으니 갱신된 면허를 보내 주세요.',
  howTo:
    '갱신된 서류를 받으시면 프로필의 서류 항목에서 올리고 새 만료일을 입력해 주세요. 저희가 확인한 뒤 등록하며, 그때까지는 지금 서류가 기준입니다. 회사 대표 계정만 올릴 수 있습니다.',
  fields: {
    document: '서류',
    expires: '만료일',
  },
  cta: '갱신된 서류 올리기',
  questions: '문의 사항은 이 메일에 회신하시거나 영업시간에 전화해 주세요.',
} satisfies NamespaceMailTranslation['documentExpiring'];

export const documentRenewalRefused = {
  subject: '갱신된 {document}를 승인하지 못했습니다',
  intro: '{company}에서 올리신 갱신 {document}를 확인했지만 승인하지 못했습니다. 사유는 아래와 같습니다.',
  introNoCompany: '회사에서 올리신 갱신 {document}를 확인했지만 승인하지 못했습니다. 사유는 아래와 같습니다.',
  resaleMeanwhile:
    '등록된 증명서는 그대로입니다. 증명서가 만료된 뒤에는 갱신된 증명서가 승인될 때까지 주문을 받을 수 없습니다.',
  licenseMeanwhile: '등록된 사업자 면허는 그대로입니다.',
  howTo:
    '프로필의 서류 항목에서 올바른 서류를 만료일과 함께 다시 올려 주세요. 모든 갱신 서류는 확인한 뒤에 반영됩니다.',
  fields: {
    document: '서류',
    file: '파일',
    reason: '사유',
  },
  cta: '다른 서류 올리기',
} satisfies NamespaceMailTranslation['documentRenewalRefused'];
