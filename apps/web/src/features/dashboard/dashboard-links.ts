import type { OnboardingChecklistStep } from '@roi/contract/dashboard';

/**
 * Where each card leads: the screens that handle what it shows, given by the app, which knows the other
 * features' addresses. An organisation is named for agency users; undefined is the caller's own (or, for
 * the agency, every client).
 */
export interface DashboardLinks {
  approval: (organizationId: number | undefined) => string;
  /** The caller's own submissions, where a rejection's reasons are read. */
  ownSubmissions: (organizationId: number | undefined) => string;
  posts: (organizationId: number | undefined) => string;
  /** The editor, open on a draft. */
  editPost: (postId: number) => string;
  scheduling: string;
  analytics: string;
  /** A post's approval card with its comments open, where a mention is read. */
  conversation: (postId: number) => string;
  connections: (organizationId: number | undefined) => string;
  createPost: string;
  /** Organization Management, where clients are created: null when the caller's menu does not offer it. */
  organizations: string | null;
  onboarding: Record<OnboardingChecklistStep, string>;
}

/** The dashboard's own address names the client an agency user chose. */
export const CLIENT_PARAM = 'org';

export function clientDashboardPath(dashboardPath: string, organizationId: number): string {
  return `${dashboardPath}?${CLIENT_PARAM}=${organizationId}`;
}

/** The client named in the address, when it is a plausible id. */
export function chosenClient(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

const WHEN = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/** A time on the viewer's clock, with its weekday: the dashboard looks a week ahead. */
export function formatWhen(iso: string): string {
  return WHEN.format(new Date(iso));
}

export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}
