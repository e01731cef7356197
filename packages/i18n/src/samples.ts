// @wholesale/i18n/samples: sample texts the tests of two packages must agree on. Plain data, safe
// anywhere, though only tests import it.

/** The English mails' signature block (the sent text ends with it). */
const FOOTER_EN = [
  '-- ',
  'Wholesale Meat Co.',
  '1200 E 14th St, Los Angeles, CA 90021',
  'Customer service: Mon-Fri 8:00AM-3:30PM PST',
  'This message was sent automatically by our online store.',
  '',
];

/**
 * What the server's inquiry-response mail says for the reply the back office previews: its subject
 * and plain text, `{date}` standing for the inquiry's date as the reply sends it. The services'
 * template test pins the mail to these texts and the web's preview test checks the preview
 * against them (the web never imports the services), so a preview that drifts from the mail fails.
 */
export const INQUIRY_REPLY_SENT = {
  en: {
    subject: 'Re: your inquiry to Wholesale Meat Co.',
    text: [
      'Hello Min Park,',
      '',
      'Thank you for contacting us. Here is our answer to your inquiry:',
      '',
      'Pickup only for now.',
      'See you soon.',
      '',
      'Your message of {date}:',
      '> Do you deliver?',
      '> We need 40 boxes.',
      '',
      'If you have more questions, simply reply to this e-mail or call us during business hours.',
      '',
      'Thank you,',
      'The Wholesale Meat Co. team',
      '',
      ...FOOTER_EN,
    ].join('\n'),
  },
  ko: {
    subject: 'Re: Wholesale Meat Co. 문의에 대한 답변',
    text: [
      'Min Park님, 안녕하세요.',
      '',
      '문의해 주셔서 감사합니다. 문의하신 내용에 대한 답변입니다:',
      '',
      'Pickup only for now.',
      'See you soon.',
      '',
      '{date}에 보내신 문의:',
      '> Do you deliver?',
      '> We need 40 boxes.',
      '',
      '더 궁금하신 점이 있으시면 이 이메일에 회신하시거나 운영 시간에 전화해 주세요.',
      '',
      '감사합니다.',
      'Wholesale Meat Co. 드림',
      '',
      '-- ',
      'Wholesale Meat Co.',
      '1200 E 14th St, Los Angeles, CA 90021',
      '고객 상담: 월-금 오전 8:00-오후 3:30 (PST, 미국 태평양 시간)',
      '이 메일은 온라인 스토어에서 자동으로 발송되었습니다.',
      '',
    ].join('\n'),
  },
} as const;

/** The same mail to a customer who gave no name and wrote no message (English), answered 'Pickup only for now.'. */
export const INQUIRY_REPLY_SENT_NO_NAME_EN = [
  'Hello,',
  '',
  'Thank you for contacting us. Here is our answer to your inquiry:',
  '',
  'Pickup only for now.',
  '',
  'If you have more questions, simply reply to this e-mail or call us during business hours.',
  '',
  'Thank you,',
  'The Wholesale Meat Co. team',
  '',
  ...FOOTER_EN,
].join('\n');
