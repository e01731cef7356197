import type { NamespaceMailTranslation } from '../../i18n-types';
import {
  signupReceived,
  emailChanged,
  signupApproved,
  signupRejected,
  companyInvitation,
  passwordReset,
} from './account';
import { inquiryResponse, inquiryReceived } from './inquiries';
import { documentExpiring, documentRenewalRefused } from './documents';
import {
  orderApproval,
  order,
  orderReceived,
  orderNotice,
  orderConfirmed,
  orderDeclined,
  orderComplete,
  standingOrder,
  pickupClosed,
} from './orders';
import { orderChanges, orderChanged, orderCancelled, orderChangeNotice } from './orderChanges';
import { invoice, statement } from './billing';

const ko_mail = {
  greeting: '{name}님, 안녕하세요.',
  greetingNoName: '안녕하세요.',
  signOff: '감사합니다.',
  team: '{brand} 드림',
  hoursLine: '고객 상담: 월-금 오전 8:00-오후 3:30 (PST, 미국 태평양 시간)',
  automated: '이 메일은 온라인 스토어에서 자동으로 발송되었습니다.',
  linkFallback: '버튼이 작동하지 않으면 아래 주소를 복사해 브라우저에 붙여 넣어 주세요.',
  signupReceived,
  emailChanged,
  signupApproved,
  inquiryResponse,
  signupRejected,
  orderApproval,
  companyInvitation,
  documentExpiring,
  documentRenewalRefused,
  passwordReset,
  inquiryReceived,
  order,
  orderReceived,
  orderNotice,
  orderConfirmed,
  orderDeclined,
  orderComplete,
  orderChanges,
  orderChanged,
  orderCancelled,
  orderChangeNotice,
  invoice,
  standingOrder,
  statement,
  pickupClosed,
} satisfies NamespaceMailTranslation;

export default ko_mail;
