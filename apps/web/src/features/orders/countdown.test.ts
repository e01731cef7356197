import { en, ko } from '../../testing/dictionaries';
import { deadlineCountdown } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

const deadline = '2026-12-01T01:00:00.000Z'; // Mon Nov 30, 5:00 PM PST

describe('the countdown to the change deadline, in words', () => {
  it('says hours and minutes, then minutes alone, in both languages', () => {
    const left = deadlineCountdown(deadline, new Date('2026-11-30T21:48:00.000Z'))!;
    expect(countdownText(en, left)).toBe('Changes close in 3 h 12 min');
    expect(countdownText(ko, left)).toBe('변경 마감까지 3시간 12분 남았습니다');
    const last = deadlineCountdown(deadline, new Date('2026-12-01T00:15:00.000Z'))!;
    expect(countdownText(en, last)).toBe('Changes close in 45 min');
    expect(countdownText(ko, last)).toBe('변경 마감까지 45분 남았습니다');
  });
});
