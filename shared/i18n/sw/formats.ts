import type * as english from '../en/formats';
import type { SameShape } from '../messages';
import { unitCount } from '../durations';

/** Words the screens build from values: roles, environments, ages and durations. */
export const formats: SameShape<typeof english.formats> = {
  role: {
    clerk: 'Karani',
    supervisor: 'Msimamizi',
    admin: 'Msimamizi wa mfumo',
    compliance: 'Afisa wa uzingatiaji',
    auditor: 'Mkaguzi',
  },
  /** A role as a sentence names one person holding it: "only a supervisor can" (D87). */
  someone: {
    clerk: 'karani',
    supervisor: 'msimamizi',
    admin: 'msimamizi wa mfumo',
    compliance: 'afisa wa uzingatiaji',
    auditor: 'mkaguzi',
  },
  environment: {
    /** What the banner, the receipt and the choices call an environment. */
    text: {
      sandbox: 'Mafunzo – benki ya majaribio, si pesa halisi',
      test: 'Mazingira ya upimaji',
      live: 'HALISI – pesa halisi',
    },
    /** First in the window's title, so a shortened title still shows it (D5). */
    title: {
      sandbox: 'MAFUNZO',
      test: 'UPIMAJI',
      live: 'HALISI',
    },
    /** In the window's title: `LIVE · Bank connection – Remit Desk`. */
    titled: ({ environment, page }) => `${environment} · ${page}`,
  },
  /** A name before its code: `Kenya (KE)`, `Kenyan shilling (KES)`. */
  named: ({ name, code }) => `${name} (${code})`,
  age: {
    justNow: 'sasa hivi',
    minutes: ({ count }) => (count === 1 ? 'dakika 1 iliyopita' : `dakika ${count} zilizopita`),
    hours: ({ count }) => (count === 1 ? 'saa 1 iliyopita' : `saa ${count} zilizopita`),
    days: ({ count }) => `siku ${count} zilizopita`,
  },
  duration: {
    minutes: ({ count }) => unitCount('sw', 'minute', count),
    seconds: ({ count }) => unitCount('sw', 'second', count),
  },
};
