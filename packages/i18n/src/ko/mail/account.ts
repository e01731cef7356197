import type { NamespaceMailTranslation } from '../../i18n-types';

// 계정 관련 메일: 가입 신청과 그 결과, 업체 주문 초대, 이메일 변경, 비밀번호 재설정

export const signupReceived = {
  subject: '도매 계정 신청이 접수되었습니다',
  intro: '{brand} 도매 계정을 신청해 주셔서 감사합니다.',
  review: '모든 신청은 사업자 여부를 확인하기 위해 담당자가 직접 검토하며, 보통 영업일 기준 1~2일이 걸립니다.',
  next: '계정이 승인되는 대로 이메일로 알려 드리겠습니다.',
  company: '업체명: {company}',
} satisfies NamespaceMailTranslation['signupReceived'];

export const signupNotice = {
  subject: '새 도매 계정 신청: {company}',
  intro: '한 업체가 도매 계정을 신청했습니다. 사업자 등록과 서류를 확인한 후 승인하거나 거절해 주세요.',
  name: '이름',
  company: '회사',
  email: '이메일',
  phone: '전화',
  license: '사업자 등록 번호',
  review: '가입 신청 열기',
} satisfies NamespaceMailTranslation['signupNotice'];

export const emailChanged = {
  subject: '{brand} 계정의 이메일 주소가 변경되었습니다',
  intro: '{brand} 계정의 이메일 주소가 이 주소에서 {newEmail}(으)로 변경되었습니다.',
  after: '앞으로 로그인과 안내 메일에는 새 주소가 사용됩니다.',
  notYou: '본인이 변경하지 않으셨다면 다른 사람이 계정을 사용하고 있을 수 있으니 즉시 고객 상담으로 연락해 주세요.',
} satisfies NamespaceMailTranslation['emailChanged'];

export const signupApproved = {
  subject: '도매 계정이 승인되었습니다',
  intro: '{brand} 도매 계정이 승인되었음을 알려 드립니다.',
  body: '가입하실 때 입력하신 이메일과 비밀번호로 로그인하시면 도매가를 확인하고 주문하실 수 있으며, 주문 시 리워드 포인트도 적립됩니다.',
  cta: '로그인하기',
} satisfies NamespaceMailTranslation['signupApproved'];

export const signupRejected = {
  subject: '도매 계정 신청 결과 안내',
  intro: '{brand}에 관심을 가져 주셔서 감사합니다.',
  body: '신청 내용을 검토한 결과, 아쉽게도 현재로서는 도매 계정을 승인해 드리기 어렵습니다.',
  reason: '사유: {reason}',
  followUp:
    '착오가 있다고 생각되시거나 사업자 서류를 새로 준비하셨다면, 이 메일에 회신하시거나 운영 시간에 전화로 문의해 주세요.',
} satisfies NamespaceMailTranslation['signupRejected'];

export const companyInvitation = {
  subject: '도매 주문 초대: {company}',
  subjectNoCompany: '도매 주문 초대',
  intro: '저희 도매 스토어의 고객사인 {company}의 주문 담당으로 초대되었습니다.',
  introNoCompany: '저희 도매 스토어의 고객사 주문 담당으로 초대되었습니다.',
  roleOrderer: '회사 가격으로 상품을 보고 장바구니에 담아 주문할 수 있습니다. 큰 주문은 대표의 승인을 기다립니다.',
  roleViewer: '회사의 주문과 인보이스를 볼 수 있습니다. 주문은 대표와 주문 담당만 할 수 있습니다.',
  subjectViewer: '도매 주문 조회 초대: {company}',
  subjectViewerNoCompany: '도매 주문 조회 초대',
  introViewer: '저희 도매 스토어의 고객사인 {company}의 주문 내역을 조회할 수 있도록 초대되었습니다.',
  introViewerNoCompany: '저희 도매 스토어의 고객사 주문 내역을 조회할 수 있도록 초대되었습니다.',
  body: '아래 링크에서 {email} 계정의 이름과 비밀번호를 정해 주세요. 링크는 7일 동안 한 번만 사용할 수 있습니다.',
  cta: '초대 수락하기',
  ignore: '초대를 기대하지 않으셨다면 이 메일은 무시하셔도 됩니다.',
} satisfies NamespaceMailTranslation['companyInvitation'];

export const passwordReset = {
  subject: '비밀번호 재설정 안내',
  intro: '{email} 계정의 비밀번호 재설정 요청을 받았습니다.',
  body: '아래 링크를 눌러 새 비밀번호를 설정해 주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.',
  cta: '비밀번호 재설정',
  ignore: '직접 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않습니다.',
} satisfies NamespaceMailTranslation['passwordReset'];
