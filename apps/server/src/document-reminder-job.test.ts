import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_REMINDER_JOB_MS, startDocumentReminderJob } from './document-reminder-job';

afterEach(() => {
  vi.useRealTimers();
});

const logger = () => ({ info: vi.fn(), error: vi.fn() });

describe('the document reminder job', () => {
  it('runs at start and then every hour, one run at a time, logging what it mailed and what failed', async () => {
    vi.useFakeTimers();
    const log = logger();
    const run = vi
      .fn()
      .mockResolvedValueOnce({ mailed: 2 })
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue({ mailed: 0 });
    const job = startDocumentReminderJob(run, log);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DOCUMENT_REMINDER_JOB_MS);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(DOCUMENT_REMINDER_JOB_MS);
    expect(run).toHaveBeenCalledTimes(3);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ mailed: 2 }, 'document expiry reminders mailed');
    expect(log.error).toHaveBeenCalledWith({ err: 'database away' }, 'document reminder job failed');
    await job.stop();
    await vi.advanceTimersByTimeAsync(3 * DOCUMENT_REMINDER_JOB_MS);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('does not start a run while the last one is still going, and stop waits for it', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const run = vi.fn(() => new Promise<{ mailed: number }>((resolve) => (finish = () => resolve({ mailed: 0 }))));
    const job = startDocumentReminderJob(run, logger(), 1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
