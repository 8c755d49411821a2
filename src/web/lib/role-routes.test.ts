import { describe, expect, it } from 'vitest';
import { dashboardRouteFor, profileSetupRedirect } from './role-routes.ts';

describe('/dashboard', () => {
  it('sends an account without a role to choose one', () => {
    expect(dashboardRouteFor({ roles: [], activeRole: null })).toEqual({ kind: 'redirect', to: '/choose-role' });
    expect(dashboardRouteFor({ roles: [], activeRole: null }, true)).toEqual({ kind: 'redirect', to: '/choose-role' });
  });

  it('shows the learner dashboard to the student role', () => {
    expect(dashboardRouteFor({ roles: ['student'], activeRole: 'student' })).toEqual({ kind: 'learner' });
    expect(dashboardRouteFor({ roles: ['company', 'student'], activeRole: 'student' })).toEqual({ kind: 'learner' });
    expect(dashboardRouteFor({ roles: ['company', 'student'], activeRole: null })).toEqual({ kind: 'learner' });
  });

  it('offers the student role to an account that holds it but uses another', () => {
    expect(dashboardRouteFor({ roles: ['student', 'company'], activeRole: 'company' })).toEqual({
      kind: 'offerStudent',
      role: 'company',
    });
  });

  it('sends another role to its own dashboard, unless the account follows job applications here', () => {
    const company = { roles: ['company' as const], activeRole: 'company' as const };
    expect(dashboardRouteFor(company)).toEqual({ kind: 'checking' });
    expect(dashboardRouteFor(company, false)).toEqual({ kind: 'redirect', to: '/company-dashboard' });
    expect(dashboardRouteFor(company, true)).toEqual({ kind: 'applications', role: 'company' });
    expect(dashboardRouteFor({ roles: ['institution'], activeRole: null }, false)).toEqual({
      kind: 'redirect',
      to: '/institution-dashboard',
    });
    expect(dashboardRouteFor({ roles: ['professional', 'company'], activeRole: 'professional' }, false)).toEqual({
      kind: 'redirect',
      to: '/professional-dashboard',
    });
  });
});

describe('/profile-setup', () => {
  it('sends an account without a role to choose one, and shows the active role’s form', () => {
    expect(profileSetupRedirect({ roles: [], activeRole: null })).toBe('/choose-role');
    expect(profileSetupRedirect({ roles: ['company'], activeRole: null })).toBe('/dashboard');
    expect(profileSetupRedirect({ roles: ['company'], activeRole: 'company' })).toBeNull();
  });
});
