import type { NamespaceMailTranslation } from '../../i18n-types';

// 문의 메일: 문의 접수(업체 수신함)와 담당자의 답변

export const inquiryResponse = {
  subject: 'Re: {brand} 문의에 대한 답변',
  intro: '문의해 주셔서 감사합니다. 문의하신 내용에 대한 답변입니다:',
  yourMessage: '보내신 문의:',
  yourMessageOn: '{date}에 보내신 문의:',
  followUp: '더 궁금하신 점이 있으시면 이 이메일에 회신하시거나 운영 시간에 전화해 주세요.',
} satisfies NamespaceMailTranslation['inquiryResponse'];

export const inquiryReceived = {
  subject: '새 문의: {name}',
  subjectWithCompany: '새 문의: {name} ({company})',
  intro: '문의 양식으로 새 문의가 접수되었습니다.',
  reference: '문의 번호 {id}',
  contactHeading: '연락처',
  fields: {
    name: '이름',
    email: '이메일',
    phone: '전화번호',
    company: '업체명',
    licenseNumber: '사업자 등록 번호',
    californiaResale: '캘리포니아 재판매 증명서 번호',
    address: '업체 주소',
    documents: '첨부 서류',
  },
  messageHeading: '문의 내용',
  noMessage: '(내용 없음)',
  cartHeading: '장바구니',
  emptyCart: '장바구니에 담긴 상품이 없습니다.',
  columns: {
    item: '상품',
    quantity: '수량',
    unitPrice: '단가',
    lineTotal: '금액',
  },
  cartTotal: '장바구니 합계',
  replyHint: '이 메일에 회신하면 고객에게 바로 답장할 수 있습니다.',
} satisfies NamespaceMailTranslation['inquiryReceived'];
