import { describe, expect, it } from 'vitest';
import type { Me } from '#contract/api.ts';
import { API_BASE } from '#web/lib/api-client.ts';
import { chooseRolePath, postSignInPath, safeNextPath, signInPathFor } from './post-sign-in-path.ts';

function account(overrides: Partial<Pick<Me, 'roles' | 'activeRole'>> & { profileComplete?: boolean } = {}) {
  return {
    roles: overrides.roles ?? ['student'],
    activeRole: overrides.activeRole === undefined ? 'student' : overrides.activeRole,
    profile: { fullName: 'Sita Sharma', avatarUrl: null, profileComplete: overrides.profileComplete ?? true },
  } satisfies Pick<Me, 'roles' | 'activeRole' | 'profile'>;
}

describe('postSignInPath', () => {
  it('sends a user without a role to /choose-role, even with a next target', () => {
    expect(postSignInPath(account({ roles: [], activeRole: null }))).toBe('/choose-role');
    expect(postSignInPath(account({ roles: [], activeRole: null }), '/messages')).toBe('/choose-role');
  });

  it('sends staff without a role to the staff console, or where they were going', () => {
    const staff = { ...account({ roles: [], activeRole: null }), isStaff: true };
    expect(postSignInPath(staff)).toBe('/staff');
    expect(postSignInPath(staff, '/staff/reports')).toBe('/staff/reports');
    // staff who also hold a role sign in as that role does
    expect(postSignInPath({ ...account(), isStaff: true })).toBe('/dashboard');
  });

  it('carries the role a sign-up link chose to /choose-role, and only a real role', () => {
    const newcomer = account({ roles: [], activeRole: null });
    expect(postSignInPath(newcomer, null, 'professional')).toBe('/choose-role?role=professional');
    expect(postSignInPath(newcomer, '/jobs', 'student')).toBe('/choose-role?role=student');
    expect(postSignInPath(newcomer, null, 'admin')).toBe('/choose-role');
    expect(postSignInPath(newcomer, null, '"><script>')).toBe('/choose-role');
    // a user who already has a role goes on as before
    expect(postSignInPath(account(), null, 'professional')).toBe('/dashboard');
  });

  it('sends a user with an incomplete profile to /profile-setup', () => {
    expect(postSignInPath(account({ profileComplete: false }))).toBe('/profile-setup');
    expect(postSignInPath(account({ profileComplete: false }), '/jobs')).toBe('/profile-setup');
  });

  it('sends a ready user to the active role dashboard', () => {
    expect(postSignInPath(account())).toBe('/dashboard');
    expect(postSignInPath(account({ roles: ['student', 'professional'], activeRole: 'professional' }))).toBe(
      '/professional-dashboard',
    );
    expect(postSignInPath(account({ roles: ['company'], activeRole: 'company' }))).toBe('/company-dashboard');
    expect(postSignInPath(account({ roles: ['institution'], activeRole: 'institution' }))).toBe(
      '/institution-dashboard',
    );
  });

  it('defaults to /dashboard when the active role is missing', () => {
    expect(postSignInPath(account({ roles: ['company'], activeRole: null }))).toBe('/dashboard');
  });

  it('prefers a safe next path', () => {
    expect(postSignInPath(account(), '/messages?conversation=42')).toBe('/messages?conversation=42');
  });

  it('ignores an unsafe next path', () => {
    expect(postSignInPath(account(), 'https://evil.example/')).toBe('/dashboard');
    expect(postSignInPath(account(), '//evil.example')).toBe('/dashboard');
    expect(postSignInPath(account(), '/..//evil.example')).toBe('/dashboard');
    expect(postSignInPath(account(), '/.//evil.example/x')).toBe('/dashboard');
    expect(postSignInPath(account(), '/%2e%2e//evil.example')).toBe('/dashboard');
  });
});

describe('chooseRolePath', () => {
  it('names the role in the address only for a known role', () => {
    expect(chooseRolePath('company')).toBe('/choose-role?role=company');
    expect(chooseRolePath(null)).toBe('/choose-role');
    expect(chooseRolePath('')).toBe('/choose-role');
  });
});

describe('safeNextPath', () => {
  it('accepts same-site paths with query and hash', () => {
    expect(safeNextPath('/jobs')).toBe('/jobs');
    expect(safeNextPath('/courses?tab=tech#top')).toBe('/courses?tab=tech#top');
  });

  it('rejects other origins and tricks', () => {
    for (const value of [
      null,
      undefined,
      '',
      'jobs',
      'https://evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/auth',
      '/auth?tab=signup',
      `${API_BASE}/me`,
    ]) {
      expect(safeNextPath(value)).toBeNull();
    }
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../messages')).toBe('/messages');
    expect(safeNextPath('/../../etc')).toBe('/etc');
    expect(safeNextPath('/jobs/./x/../42?x=1#y')).toBe('/jobs/42?x=1#y');
  });

  it('keeps a same-site path with its query and hash as it was written', () => {
    expect(safeNextPath('/jobs?x=1#y')).toBe('/jobs?x=1#y');
    expect(safeNextPath('/messages?q=a%26b')).toBe('/messages?q=a%26b');
    expect(safeNextPath('/professionals/%E0%A4%B8')).toBe('/professionals/%E0%A4%B8');
  });

  it('rejects paths that resolve or decode to another host', () => {
    for (const value of [
      // dot segments that leave two slashes in front once resolved
      '/..//evil.example',
      '/.//evil.example/x',
      '/%2e%2e//evil.example',
      '/%2E%2E//evil.example',
      '/.%2e//evil.example',
      '/a/../..//evil.example',
      // slashes and backslashes hidden by encoding, once or twice
      '/%2f%2fevil.example',
      '/%2F/evil.example',
      '/%5cevil.example',
      '/%5C%5Cevil.example',
      '/%252f%252fevil.example',
      // backslashes, which browsers read as slashes
      '\\\\evil.example',
      '\\evil.example',
      '/\\evil.example',
      '/..\\evil.example',
      // schemes, plain or encoded
      'https://evil.example',
      'HTTPS://evil.example',
      'javascript:alert(1)',
      'javascript%3Aalert(1)',
      '%2F%2Fevil.example',
      // the sign-in page itself, however spelt
      '/%61uth',
      '/x/../auth?tab=signup',
      // not a valid escape
      '/%E0%A4',
    ]) {
      expect(safeNextPath(value), value).toBeNull();
    }
  });
});

describe('signInPathFor', () => {
  it('remembers where the visitor was going', () => {
    expect(signInPathFor({ pathname: '/messages', search: '?conversation=1' })).toBe(
      '/auth?next=%2Fmessages%3Fconversation%3D1',
    );
  });

  it('adds nothing for the home page', () => {
    expect(signInPathFor({ pathname: '/' })).toBe('/auth');
  });
});
