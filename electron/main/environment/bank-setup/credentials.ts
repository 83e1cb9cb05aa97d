import { randomUUID } from 'node:crypto';
import { serviceOrigin } from '@shared/domain/base-url';
import type { BankEnvironment, CredentialsView } from '@shared/domain/bank-setup';
import { environmentSaid } from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import { textFor, type Language } from '@shared/i18n/catalog';
import { saidOf, worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { credentialFieldsSchema } from '@shared/schemas/bank-setup-schemas';
import { refusalInEveryLanguage } from '@shared/schemas/invalid-input';
import { validateWithSchema } from '@shared/schemas/validate';
import { readChosenTextFile } from '../../desktop/chosen-files';
import type { ServiceCredentials } from '../../keys/service-credentials';
import { parseCredentialsFile } from '../credentials-file';
import {
  BANK_SETUP_ACTIONS,
  canceled,
  changeRecord,
  nowIso,
  type BankSetupDeps,
  type Canceled,
} from './setup-deps';
import { endpointOf } from './setup-view';

/*
 * An environment's three credentials, typed by the admin or read from a file the admin chose in a
 * dialog main opened: to the keychain only, bound to the origin of the address saved now (D71),
 * with a non-secret record of when, by whom and how.
 */

export type NoAddress = AppError<'not-ready'>;

/** The origin the credentials will be bound to: the environment's address saved now. */
function originFor(deps: BankSetupDeps, environment: BankEnvironment): Result<string, NoAddress> {
  const endpoint = endpointOf(deps, environment);
  const origin = endpoint ? serviceOrigin(endpoint.baseUrl) : null;
  return origin
    ? ok(origin)
    : fail(
        worded('not-ready', 'environment.setup.origin.addressBeforeCredentials', {
          environment: environmentSaid(environment),
        }),
      );
}

const CREDENTIALS_FILE_MAX_BYTES = 16 * 1024;

/** The credentials file dialog's kinds of file, in the admin's language (D88). */
const credentialsFilters = (say: ReturnType<typeof textFor>) => [
  { name: say('desktop.fileKind.credentials'), extensions: ['json', 'env', 'txt', 'properties'] },
  { name: say('desktop.fileKind.all'), extensions: ['*'] },
];

export async function saveCredentials(
  deps: BankSetupDeps,
  environment: BankEnvironment,
  credentials: ServiceCredentials,
  source: 'typed' | 'file',
  by: Session,
): Promise<Result<CredentialsView, NoAddress>> {
  const origin = originFor(deps, environment);
  if (!origin.ok) return origin;
  const store = deps.secretStore(environment);
  const replaced = (await store.status()).credentials !== 'missing';
  // Only the three fields go to the keychain, whatever else the request carried.
  const { apiKey, merchantCode, consumerSecret } = credentials;
  await store.saveCredentials({ apiKey, merchantCode, consumerSecret }, origin.value);
  const setAt = nowIso(deps);
  changeRecord(
    deps,
    environment,
    by,
    BANK_SETUP_ACTIONS.credentialsSaved,
    { source, replaced, origin: origin.value },
    (record) => ({
      ...record,
      credentials: { id: randomUUID(), setAt, setBy: by.operatorId, source },
      credentialsRemoved: null,
    }),
  );
  return ok({ state: 'set', setAt, setBy: by.operatorId, source, origin: origin.value });
}

export async function readCredentialsFile(
  deps: BankSetupDeps,
  environment: BankEnvironment,
  by: Session,
  language: Language = 'en',
): Promise<Result<CredentialsView, Canceled | NoAddress | AppError<'bad-file'>>> {
  // Before the dialog: a file read for no address would be read for nothing.
  const origin = originFor(deps, environment);
  if (!origin.ok) return origin;
  const say = textFor(language);
  const path = await deps.desktop.dialogs.openFile({
    title: say('environment.credentialsFile.chooseTitle', {
      environment: environmentSaid(environment),
    }),
    filters: credentialsFilters(say),
  });
  if (path === null) return fail(canceled('environment.credentialsFile.noFileChosen'));
  const read = await readChosenTextFile(path, CREDENTIALS_FILE_MAX_BYTES);
  if (!read.ok) return fail({ ...read.error, code: 'bad-file' });
  const { name } = read.value;
  const parsed = parseCredentialsFile(read.value.text);
  if (!parsed.ok) {
    const reason = saidOf(parsed.error);
    return fail(worded('bad-file', 'environment.credentialsFile.refusedIn', { name, reason }));
  }
  const check = () => validateWithSchema(credentialFieldsSchema, parsed.value);
  const refused = refusalInEveryLanguage(check);
  if (refused) {
    // The schema's words in every language (D93).
    const reason = saidOf(refused);
    return fail(worded('bad-file', 'environment.credentialsFile.invalidIn', { name, reason }));
  }
  return saveCredentials(deps, environment, parsed.value, 'file', by);
}
