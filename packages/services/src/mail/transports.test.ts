import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailLogger } from './logger';
import { renderMail } from './templates';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp';
import { FileTransport, SmtpTransport, createMailTransport, findLinks, isPermanentMailError } from './transports';

const FROM = '"Wholesale Meat Co." <no-reply@shop.example.com>';

function recordingLogger() {
  const lines: Array<{ level: string; msg: string; obj: Record<string, unknown> }> = [];
  const logger: MailLogger = {
    info: (obj, msg) => lines.push({ level: 'info', msg, obj }),
    warn: (obj, msg) => lines.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
  };
  return { logger, lines };
}

describe('SmtpTransport', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers subject, text, HTML and reply-to to a real SMTP server', async () => {
    const transport = new SmtpTransport(smtp.url, { from: FROM });
    const mail = renderMail({
      template: 'signup-received',
      locale: 'ko',
      data: { name: '김민지', company: '서울 갈비' },
    });
    await transport.send({ to: 'buyer@example.com', replyTo: 'help@shop.example.com', ...mail });
    await transport.close();

    expect(smtp.received).toHaveLength(1);
    const { envelopeTo, parsed } = smtp.received[0]!;
    expect(envelopeTo).toEqual(['buyer@example.com']);
    expect(parsed.subject).toBe('도매 계정 신청이 접수되었습니다');
    expect(parsed.from?.text).toContain('no-reply@shop.example.com');
    expect(parsed.replyTo?.text).toBe('help@shop.example.com');
    expect(parsed.text).toContain('김민지님, 안녕하세요.');
    expect(parsed.html).toContain('업체명: 서울 갈비');
  });

  it('reports a 5xx refusal as a permanent error', async () => {
    smtp.rejectRecipients.add('gone@example.com');
    const transport = new SmtpTransport(smtp.url, { from: FROM });
    const error = await transport.send({ to: 'gone@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
    await transport.close();
    expect(error).toBeInstanceOf(Error);
    expect(isPermanentMailError(error)).toBe(true);
  });

  it('fails (not permanently) when no server listens', async () => {
    const closed = await startTestSmtpServer();
    const url = closed.url;
    await closed.close();
    const transport = new SmtpTransport(url, { from: FROM });
    const error = await transport.send({ to: 'a@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isPermanentMailError(error)).toBe(false);
  });
});

describe('FileTransport', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a parseable .eml and logs the links of the text body on one line, without their secrets', async () => {
    const { logger, lines } = recordingLogger();
    const mailDir = path.join(dir, 'mail'); // created on first use
    const transport = new FileTransport(mailDir, { from: FROM, logger });
    const mail = renderMail({
      template: 'password-reset',
      locale: 'en',
      data: { email: 'jane@example.com', token: 'T'.repeat(40), publicUrl: 'http://localhost:3000' },
    });
    await transport.send({ to: 'jane@example.com', ...mail, outboxId: 7 });

    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7-[0-9a-f]{6}\.eml$/);
    // a reset link is a credential: the file and its folder are the server user's only
    expect((await stat(path.join(mailDir, files[0]!))).mode & 0o777).toBe(0o600);
    expect((await stat(mailDir)).mode & 0o777).toBe(0o700);
    const raw = await readFile(path.join(mailDir, files[0]!));
    expect(raw.toString('latin1')).toContain('\r\n'); // RFC 822 line ends
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Reset your password');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('jane@example.com');
    const link = `http://localhost:3000/reset-password?email=jane%40example.com&token=${'T'.repeat(40)}`;
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain('Reset password');

    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).not.toContain('\n');
    // The reset link is a credential (the outbox seals it): its token and address are not logged.
    const logged = 'http://localhost:3000/reset-password?email=[email]&token=[redacted]';
    expect(lines[0]!.msg).toContain(logged);
    expect(lines[0]!.msg).toContain(files[0]!);
    expect(lines[0]!.obj.links).toEqual([logged]);
    expect(JSON.stringify(lines)).not.toContain('T'.repeat(40));
    expect(JSON.stringify(lines[0]!.obj.links)).not.toMatch(/jane/);
    // Nor the recipient's address, in the line or its fields (the file itself holds it).
    expect(JSON.stringify(lines)).not.toContain('jane@example.com');
    expect(lines[0]!.msg).toContain('mail to [email] written to');
  });
});

describe('findLinks', () => {
  it('finds each http(s) link once, without trailing punctuation', () => {
    expect(findLinks('go to https://a.test/x?y=1, or (http://b.test/) https://a.test/x?y=1')).toEqual([
      'https://a.test/x?y=1',
      'http://b.test/',
    ]);
  });
});

describe('createMailTransport', () => {
  it('uses SMTP when SMTP_URL is set, else files in DATA_DIR/mail', async () => {
    const smtp = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:2525', dataDir: '/data', from: FROM });
    expect(smtp.kind).toBe('smtp');
    await smtp.close();
    const files = createMailTransport({ smtpUrl: undefined, dataDir: '/data', from: FROM });
    expect(files).toBeInstanceOf(FileTransport);
    expect((files as FileTransport).dir).toBe(path.join('/data', 'mail'));
  });
});
