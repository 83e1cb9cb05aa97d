import type { AppStatus, OperationsOf } from '@shared/ipc/contract';
import type { sessionOperations } from '@shared/ipc/session-contract';
import type { Session } from '@shared/domain/operators';
import { wordedIn, type Language } from '@shared/i18n/registry';
import { saying, worded } from '@shared/i18n/worded';
import type { IpcResult } from '@shared/ipc/define';
import { fail, ok } from '@shared/result';
import { validateFirstAdminRequest } from '@shared/schemas/earlier-setup-schemas';
import {
  validateOwnLanguage,
  validateOwnPasswordChange,
  validateSignInLanguage,
} from '@shared/schemas/operator-schemas';
import { validateSignInRequest } from '@shared/schemas/sign-in-schema';
import { createFirstAdmin } from '../environment/first-admin';
import { OPERATOR_REFUSALS } from '../operators/operator-messages';
import type { HeadOfficeGate } from '../operators/operator-deps';
import type { OperatorService } from '../operators/operator-service';
import type { Services } from '../services';
import { adminWarnings, type AdminViewDeps } from './admin-views';
import type { FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/* The app's status and the operator's own session: the first admin, sign-in, activity, password. */

export interface SessionIpcDeps {
  services: AdminViewDeps &
    Pick<
      Services,
      | 'journal'
      | 'earlierSetup'
      | 'firstLaunch'
      | 'timeZone'
      | 'sandbox'
      | 'problems'
      | 'needsSupervisor'
      | 'signInLanguage'
      | 'headOffice'
    >;
  operators: OperatorService;
  version: string;
}

export function sessionIpc(
  deps: SessionIpcDeps,
): FeatureIpc<OperationsOf<typeof sessionOperations>> {
  const { operators } = deps;
  return {
    validators: {
      appStatus: noPayload,
      createFirstAdmin: validateFirstAdminRequest,
      signIn: validateSignInRequest,
      signOut: noPayload,
      reportActivity: noPayload,
      // The new password must not contain the id of the operator signed in: the request names none.
      changeOwnPassword: (payload) =>
        validateOwnPasswordChange(payload, operators.current()?.operatorId ?? ''),
      setOwnLanguage: validateOwnLanguage,
      setSignInLanguage: validateSignInLanguage,
    },
    handlers: {
      appStatus: async (_request, { session, language }) =>
        ok(await appStatus(deps, session, language)),
      createFirstAdmin: async (request) => {
        // A takeover under way brings the operators with its journal (D112).
        if (deps.services.headOffice.takeover.view()) {
          return fail(worded('takeover-under-way', 'headOffice.takeover.noFirstAdmin'));
        }
        const created = await createFirstAdmin({ operators, services: deps.services }, request);
        // The first admin goes on to the first-launch wizard, which stays until an admin finishes it.
        if (created.ok) deps.services.firstLaunch.begin(created.value);
        return created;
      },
      signIn: (request) => operators.signIn(request),
      signOut: () => {
        operators.signOut();
        return ok(null);
      },
      // The router has already counted the call as activity (onActivity); a session that ended
      // between that and here answers as not signed in.
      reportActivity: () => {
        const standing = operators.idleStanding();
        return standing ? ok(standing) : fail(OPERATOR_REFUSALS.sessionEndedFirst());
      },
      changeOwnPassword: (request, { session }) => operators.changeOwnPassword(request, session),
      setOwnLanguage: ({ language }, { session }) => operators.setOwnLanguage(language, session),
      setSignInLanguage: ({ language }, { session }) =>
        chooseSignInLanguage(deps, language, session),
    },
  };
}

/**
 * The sign-in screen's language (D83), only while nobody is signed in. The screen shows it at
 * once; one that could not be kept for the next start is said (and logged).
 */
async function chooseSignInLanguage(
  deps: SessionIpcDeps,
  language: Language,
  session: Session | null,
): Promise<IpcResult<null, 'signed-in'>> {
  if (session !== null) {
    return fail(worded('signed-in', 'languages.signedIn'));
  }
  const kept = await deps.services.signInLanguage.choose(language);
  return kept ? ok(null) : fail(worded('unavailable', 'languages.notKept'));
}

/** D115: the gate as the window shows it, the silence worded as a refused sign-in words it. */
function headOfficeGate(gate: HeadOfficeGate): AppStatus['headOffice'] {
  return {
    managesOperators: gate.enrolled,
    silence: gate.silence && saying('accounts.refused.headOfficeSilent', gate.silence),
  };
}

/** What the window shows before anything else: the environment, the session, what stops a send. */
export async function appStatus(
  deps: SessionIpcDeps,
  session: Session | null,
  language: Language = 'en',
): Promise<AppStatus> {
  const { services, operators } = deps;
  const settings = services.settings.review().settings;
  return {
    version: deps.version,
    environment: services.environment,
    nextEnvironment: settings.environment === services.environment ? null : settings.environment,
    setupNeeded: operators.setupNeeded(),
    // Before anyone signs in: in the sign-in screen's language (D83, D93).
    earlierSetup: operators.setupNeeded()
      ? wordedIn(services.signInLanguage.current(), () => services.earlierSetup.view())
      : null,
    firstLaunchNeeded: services.firstLaunch.needed(),
    session: operators.sessionView(),
    signInLanguage: services.signInLanguage.current(),
    workstation: settings.workstation.number,
    branchName: settings.workstation.branchName,
    timeZone: services.timeZone(),
    sandboxUrl: services.sandbox?.url ?? null,
    // Before sign-in the window shows only whether the app can work, not why not.
    // In the operator's language: the window's words hold none of the areas they come from.
    problems: session !== null ? await services.problems(language) : [],
    needsSupervisor: services.needsSupervisor(),
    adminWarnings: session?.role === 'admin' ? adminWarnings(services, settings, language) : [],
    headOffice: headOfficeGate(services.headOffice.gate()),
  };
}
