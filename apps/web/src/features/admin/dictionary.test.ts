import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import { describe, expect, it } from 'vitest';
import { expectKoreanLikeEnglish } from '../../testing/texts';

describe('admin dictionary', () => {
  loadAllLocales();

  it('has every English key in Korean, non-empty, with the same parameters', () => {
    expectKoreanLikeEnglish('admin', 50);
  });

  it('uses the spec’s words for the admin toasts and screens', () => {
    const A = i18nObject('en').admin;
    expect(A.guard.authTitle()).toBe('Authentication Error');
    expect(A.guard.goToLogin()).toBe('Go to Login');
    expect(`${A.guard.deniedTitle()} - ${A.guard.deniedText()}`).toBe(
      "Access Denied - You don't have permission to access this admin page.",
    );
    expect(A.toast.approveFailed()).toBe('User Approval Failed');
    expect(A.toast.approved()).toBe('User Approved Successfully');
    expect(A.toast.rejected()).toBe('Request Rejected');
    expect(A.toast.rejectFailed()).toBe('Failed to Reject Request');
    expect(A.toast.unexpected()).toBe('An unexpected error occurred');
    expect(`${A.toast.rejectError()} - ${A.toast.networkError()}`).toBe(
      'Error Rejecting Request - Network error or server is unavailable',
    );
    expect(A.toast.revertFailed()).toBe('User Revert Failed');
    expect(A.toast.reverted()).toBe('User Signup Request Reverted Successfully');
    expect([A.toast.viewFailed(), A.toast.viewError(), A.toast.downloadFailed(), A.toast.downloadError()]).toEqual([
      'View Failed',
      'View Error',
      'Download Failed',
      'Download Error',
    ]);
    expect([A.toast.refreshFailed(), A.toast.refreshing(), A.toast.refreshed()]).toEqual([
      'Refresh failed',
      'Refreshing data...',
      'Data refreshed!',
    ]);
    expect(A.signup.empty()).toBe('No signup requests');
    expect(A.signup.count({ count: 1 })).toBe('1 request');
    expect(A.signup.count({ count: 3 })).toBe('3 requests');
    expect(i18nObject('ko').admin.signup.empty()).toBe('가입 요청이 없습니다');
  });
});
