// The back office previews its reply to an inquiry before sending it (apps/web, features/admin/
// inquiries: composeReply); both this test and the web's compare with the texts of
// @wholesale/i18n/samples, so the mail and the preview cannot drift apart.
import { describe, expect, it } from 'vitest';
import { templateContext } from './common';
import { renderInquiryResponse } from './inquiry-response';
import { INQUIRY_REPLY_SENT as SENT, INQUIRY_REPLY_SENT_NO_NAME_EN as SENT_NO_NAME_EN } from '@wholesale/i18n/samples';

describe('the reply to an inquiry, as the back office previews it', () => {
  for (const locale of ['en', 'ko'] as const) {
    it(`sends the texts the web's preview is checked against (${locale})`, () => {
      const inquiryDate = locale === 'en' ? 'Sun, Jan 5 · 3:04 PM PT' : '1월 5일 (일) 오후 3:04 태평양 시간';
      const sent = renderInquiryResponse(templateContext(locale), {
        customerName: 'Min Park',
        companyName: 'Seoul Diner',
        responseMessage: 'Pickup only for now.\nSee you soon.',
        originalMessage: 'Do you deliver?\nWe need 40 boxes.',
        inquiryDate,
      });
      expect(sent.subject).toBe(SENT[locale].subject);
      expect(sent.text).toBe(SENT[locale].text.replace('{date}', inquiryDate));
    });
  }

  it('greets without a name and quotes nothing when the customer wrote nothing', () => {
    const sent = renderInquiryResponse(templateContext('en'), { responseMessage: 'Pickup only for now.' });
    expect(sent.subject).toBe(SENT.en.subject);
    expect(sent.text).toBe(SENT_NO_NAME_EN);
  });
});
