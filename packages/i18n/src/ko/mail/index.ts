import type { NamespaceMailTranslation } from '../../i18n-types';
import * as account from './account';
import * as inquiries from './inquiries';
import * as documents from './documents';
import * as orders from './orders';
import * as orderChanges from './orderChanges';
import * as billing from './billing';
import * as claims from './claims';
import * as pickupStatus from './pickupStatus';
import * as packingSlip from './packingSlip';
import * as lots from './lots';
import * as recalls from './recalls';
import * as reminders from './reminders';

const ko_mail = {
  greeting: '{name}님, 안녕하세요.',
  greetingNoName: '안녕하세요.',
  signOff: '감사합니다.',
  team: '{brand} 드림',
  hoursLine: '고객 상담: 월-금 오전 8:00-오후 3:30 (PST, 미국 태평양 시간)',
  automated: '이 메일은 온라인 스토어에서 자동으로 발송되었습니다.',
  linkFallback: '버튼이 작동하지 않으면 아래 주소를 복사해 브라우저에 붙여 넣어 주세요.',
  // Each kind of mail's texts, in the file named for it.
  ...account,
  ...inquiries,
  ...documents,
  ...orders,
  ...orderChanges,
  ...billing,
  ...claims,
  ...pickupStatus,
  ...packingSlip,
  ...lots,
  ...recalls,
  ...reminders,
} satisfies NamespaceMailTranslation;

export default ko_mail;
