import type * as english from '../en/formats';
import type { SameShape } from '../messages';
import { unitCount } from '../durations';

/** Words the screens build from values: roles, environments, ages and durations. */
export const formats: SameShape<typeof english.formats> = {
  role: {
    clerk: 'Guichetier',
    supervisor: 'Superviseur',
    admin: 'Administrateur',
    compliance: 'Responsable conformité',
    auditor: 'Auditeur',
  },
  /** A role as a sentence names one person holding it: "only a supervisor can" (D87). */
  someone: {
    clerk: 'un guichetier',
    supervisor: 'un superviseur',
    admin: 'un administrateur',
    compliance: 'un responsable conformité',
    auditor: 'un auditeur',
  },
  environment: {
    /** What the banner, the receipt and the choices call an environment. */
    text: {
      sandbox: 'Formation – banque bac à sable, pas d’argent réel',
      test: 'Environnement de test',
      live: 'PRODUCTION – argent réel',
    },
    /** First in the window’s title, so a shortened title still shows it (D5). */
    title: {
      sandbox: 'FORMATION',
      test: 'TEST',
      live: 'PRODUCTION',
    },
    /** In the window’s title: `LIVE · Bank connection – Remit Desk`. */
    titled: ({ environment, page }) => `${environment} · ${page}`,
  },
  /** A name before its code: `Kenya (KE)`, `Kenyan shilling (KES)`. */
  named: ({ name, code }) => `${name} (${code})`,
  age: {
    justNow: 'à l’instant',
    minutes: ({ count }) => (count <= 1 ? `il y a ${count} minute` : `il y a ${count} minutes`),
    hours: ({ count }) => (count <= 1 ? `il y a ${count} heure` : `il y a ${count} heures`),
    days: ({ count }) => (count <= 1 ? `il y a ${count} jour` : `il y a ${count} jours`),
  },
  duration: {
    minutes: ({ count }) => unitCount('fr', 'minute', count),
    seconds: ({ count }) => unitCount('fr', 'second', count),
  },
};
