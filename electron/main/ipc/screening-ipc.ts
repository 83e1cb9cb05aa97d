import type { OperationsOf } from '@shared/ipc/contract';
import type { OperationResult } from '@shared/ipc/define';
import type { screeningOperations } from '@shared/ipc/screening-contract';
import type { Session } from '@shared/domain/operators';
import type { ListImportRequest, ScreeningListsView } from '@shared/domain/screening';
import { LIST_KEYS, LIST_OF_FORMAT, type ListKey } from '@shared/domain/screening';
import { ref, textFor, wordRef, type Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, recoded } from '@shared/result';
import { validateHoldDecision, validateListImport } from '@shared/schemas/screening-schemas';
import { readChosenFile } from '../desktop/chosen-files';
import { MAX_LIST_FILE_MB } from '@shared/list-files/parse-list';
import type { Services } from '../services';
import type { FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/*
 * Sanctions lists and held transfers (D78): the roles are the contract's; the file an admin
 * imports is chosen in main's own dialog and read there, whole.
 */

export interface ScreeningIpcDeps {
  services: Pick<Services, 'screening' | 'transfers' | 'desktop' | 'settings'>;
}

type ScreeningOperations = typeof screeningOperations;

export function screeningIpc({
  services,
}: ScreeningIpcDeps): FeatureIpc<OperationsOf<ScreeningOperations>> {
  return {
    validators: {
      screeningLists: noPayload,
      importScreeningList: validateListImport,
      heldTransfers: noPayload,
      releaseHeld: validateHoldDecision,
      refuseHeld: validateHoldDecision,
    },
    handlers: {
      screeningLists: (_request, { language }) => ok(listsView(services, language)),
      importScreeningList: (request, { session, language }) =>
        importList(services, request, session, language),
      heldTransfers: () => ok(services.transfers.held()),
      releaseHeld: (decision, { session }) =>
        services.transfers.release(decision, session.operatorId),
      refuseHeld: (decision, { session }) =>
        Promise.resolve(services.transfers.refuseHeld(decision, session.operatorId)),
    },
  };
}

export function listsView(
  services: ScreeningIpcDeps['services'],
  language: Language = 'en',
): ScreeningListsView {
  const stop = services.screening.sendingStop();
  const inForce = services.screening.listsInForce();
  return {
    lists: LIST_KEYS.map((list) => {
      const version = inForce.find((v) => v.list === list);
      const headOffice = publishedVersionOf(services, list);
      if (!version) return { list, headOffice, version: null };
      const { format, fileName, publishedOn, checksum, entryCount, importedAt, importedBy } =
        version;
      const { ageDays, stale } = version;
      return {
        list,
        headOffice,
        version: {
          format,
          fileName,
          publishedOn,
          checksum,
          entryCount,
          importedAt,
          importedBy,
          ageDays,
          stale,
        },
      };
    }),
    settings: services.settings.review().settings.screening,
    // Worded for the admin who reads the page (D93).
    sendingStop: stop ? (stop.text ? wordRef(stop.text, language) : stop.message) : null,
  };
}

async function importList(
  services: ScreeningIpcDeps['services'],
  request: ListImportRequest,
  session: Session,
  language: Language,
): Promise<OperationResult<ScreeningOperations['importScreeningList']>> {
  // D139: a list head office publishes comes from there only, before any dialog opens.
  const list = LIST_OF_FORMAT[request.format];
  if (publishedVersionOf(services, list) !== null) {
    return fail(
      worded('set-at-head-office', 'screening.import.setAtHeadOffice', {
        list: ref(`screening.list.${list}`),
      }),
    );
  }
  // The dialog in the admin's language, as every dialog main opens for an operator (D88).
  const say = textFor(language);
  const path = await services.desktop.dialogs.openFile({
    title: say('screening.import.chooseTitle', {
      list: say(`screening.format.${request.format}`),
    }),
    filters: [
      {
        name: say(`screening.format.${request.format}`),
        extensions: [request.format.endsWith('xml') ? 'xml' : 'csv'],
      },
    ],
  });
  if (path === null) return ok(null);
  const read = await readChosenFile(path, MAX_LIST_FILE_MB * 1024 * 1024);
  if (!read.ok) return fail(recoded(read.error, 'unreadable'));
  const imported = services.screening.importList(
    {
      format: request.format,
      fileName: read.value.name,
      bytes: read.value.bytes,
      publishedOn: request.publishedOn,
    },
    session.operatorId,
  );
  return imported.ok ? ok(listsView(services, language)) : fail(imported.error);
}

/** D139: the head-office settings version that publishes `list` to this workstation, or null. */
function publishedVersionOf(services: ScreeningIpcDeps['services'], list: ListKey): number | null {
  return services.settings.published()?.listFiles?.find((f) => f.list === list)?.version ?? null;
}
