import { unitCount } from '../durations';
/** Words the screens build from values: roles, environments, ages and durations. */
export const formats = {
  /**
   * A role's name as a label: after the operator's name in the header (`Jane Wanjiku · Clerk`), in
   * the operators table's Role column, and lower-cased inside sentences ("can now sign in as
   * clerk"). The job at the branch, as the glossary of docs/translating.md names it.
   */
  role: {
    clerk: 'Clerk',
    supervisor: 'Supervisor',
    admin: 'Admin',
    compliance: 'Compliance officer',
    auditor: 'Auditor',
  },
  /** A role as a sentence names one person holding it: "only a supervisor can" (D87). */
  someone: {
    clerk: 'a clerk',
    supervisor: 'a supervisor',
    admin: 'an admin',
    compliance: 'a compliance officer',
    auditor: 'an auditor',
  },
  environment: {
    /** What the banner, the receipt and the choices call an environment. */
    text: {
      sandbox: 'Training – sandbox bank, no real money',
      test: 'Test environment',
      live: 'LIVE – real money',
    },
    /** First in the window's title, so a shortened title still shows it (D5). */
    title: {
      sandbox: 'TRAINING',
      test: 'TEST',
      live: 'LIVE',
    },
    /** In the window's title: `LIVE · Bank connection – Remit Desk`. */
    titled: ({ environment, page }: { environment: string; page: string }) =>
      `${environment} · ${page}`,
  },
  /** A name before its code: `Kenya (KE)`, `Kenyan shilling (KES)`. */
  named: ({ name, code }: { name: string; code: string }) => `${name} (${code})`,
  age: {
    justNow: 'just now',
    minutes: ({ count }: { count: number }) =>
      count === 1 ? '1 minute ago' : `${count} minutes ago`,
    hours: ({ count }: { count: number }) => (count === 1 ? '1 hour ago' : `${count} hours ago`),
    days: ({ count }: { count: number }) => `${count} days ago`,
  },
  /** A length of time, as the language's locale data names its units (Intl). */
  duration: {
    minutes: ({ count }: { count: number }) => unitCount('en', 'minute', count),
    seconds: ({ count }: { count: number }) => unitCount('en', 'second', count),
  },
} as const;
