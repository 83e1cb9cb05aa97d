import type { OperationsOf } from '@shared/ipc/contract';
import type { settingsOperations } from '@shared/ipc/settings-contract';
import type { OperationResult } from '@shared/ipc/define';
import { mergeHolidays, parseHolidayFile } from '@shared/domain/holiday-file';
import type { Session } from '@shared/domain/operators';
import type { HolidayImport } from '@shared/domain/settings';
import { fail, ok } from '@shared/result';
import { isPublishedListEnvironment } from '@shared/domain/published-settings';
import {
  validateBranchListsRequest,
  validateBranchListUpdate,
} from '@shared/schemas/branch-list-schemas';
import { validateSettingsSection, validateSettingsUpdate } from '@shared/schemas/settings-schemas';
import { validateHolidayImport } from '@shared/schemas/holiday-import-schema';
import { settingsView, type AdminViewDeps } from './admin-views';
import { refused, type FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';
import { refusalInEveryLanguage } from '@shared/schemas/invalid-input';
import { saidOf, worded } from '@shared/i18n/worded';
import type { Language } from '@shared/i18n/catalog';

/*
 * The admin's settings and branch lists, checked with the same schemas as the admin's forms and
 * handed to the settings stores, which audit each save.
 */

export interface SettingsIpcDeps {
  services: AdminViewDeps;
}

type SettingsOperations = typeof settingsOperations;

export function settingsIpc({
  services,
}: SettingsIpcDeps): FeatureIpc<OperationsOf<SettingsOperations>> {
  return {
    validators: {
      readSettings: noPayload,
      updateSettings: validateSettingsUpdate,
      importHolidays: validateHolidayImport,
      readBranchLists: validateBranchListsRequest,
      saveBranchList: validateBranchListUpdate,
    },
    handlers: {
      readSettings: (_request, { language }) => ok(settingsView(services, language)),
      updateSettings: ({ section, value }, { session, language }) => {
        if (setAtHeadOffice(services, section)) return fail(setThere());
        const saved = services.settings.update(section, value, session.operatorId);
        return saved.ok ? ok(settingsView(services, language)) : fail(refused(saved.error));
      },
      importHolidays: (request, { session, language }) =>
        importHolidays(services, request, session, language),
      readBranchLists: ({ environment }) => ok(services.branchLists.review(environment)),
      saveBranchList: (request, { session }) => {
        // D135: head office's lists are the bank's services'; the sandbox's stay the workstation's.
        if (
          isPublishedListEnvironment(request.environment) &&
          setAtHeadOffice(services, request.list)
        )
          return fail(setThere());
        const saved = services.branchLists.save(request, session.operatorId);
        return saved.ok ? saved : fail(refused(saved.error));
      },
    },
  };
}

/** D126: a section head office sets here is read-only for the workstation's admin. */
function setAtHeadOffice(services: AdminViewDeps, section: string): boolean {
  return services.settings.published()?.sections.some((s) => s === section) ?? false;
}

const setThere = () => ({
  ...worded('invalid-request', 'headOffice.published.setThere'),
  fields: [],
});

/**
 * A country's holidays from a file the page read, merged into its RTGS calendar and saved as the
 * section is: every line that needs correcting is named, and nothing is imported until all do.
 */
export function importHolidays(
  services: AdminViewDeps,
  { countryCode, text: file }: HolidayImport,
  session: Session,
  language: Language = 'en',
): OperationResult<SettingsOperations['importHolidays']> {
  if (setAtHeadOffice(services, 'rtgsCalendar')) return fail(setThere());
  const parsed = parseHolidayFile(file);
  if (!parsed.ok) {
    const lines = parsed.problems.length;
    return fail({
      ...worded('invalid-file', 'ipc.holidays.linesToCorrect', { count: lines }),
      fields: parsed.problems.map(({ message, text: said }) => ({
        path: 'file',
        message,
        text: said,
      })),
    });
  }
  const calendar = services.settings.review().settings.rtgsCalendar;
  const merged = {
    ...calendar,
    [countryCode]: {
      ...calendar[countryCode],
      holidays: mergeHolidays(calendar[countryCode].holidays, parsed.holidays),
    },
  };
  const saved = services.settings.update('rtgsCalendar', merged, session.operatorId);
  if (!saved.ok) {
    // The calendar's own words, in every language (D93): checked again only as it failed.
    const refused =
      refusalInEveryLanguage(() => validateSettingsSection('rtgsCalendar', merged)) ?? saved.error;
    return fail({
      ...worded('invalid-file', 'ipc.holidays.notImported', { reason: saidOf(refused) }),
      fields: refused.fields.map((field) => ({ ...field, path: 'file' })),
    });
  }
  return ok(settingsView(services, language));
}
