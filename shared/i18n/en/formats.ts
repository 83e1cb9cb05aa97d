/** Words the screens build from values: roles, environments, ages and durations. */
export const formats = {
  role: {
    clerk: 'Clerk',
    supervisor: 'Supervisor',
    admin: 'Admin',
    compliance: 'Compliance officer',
    auditor: 'Auditor',
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
  duration: {
    minutes: ({ count }: { count: number }) => `${count} minute${count === 1 ? '' : 's'}`,
    seconds: ({ count }: { count: number }) => `${count} second${count === 1 ? '' : 's'}`,
  },
} as const;
