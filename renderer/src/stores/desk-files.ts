import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { DeskProgressEvent } from '@shared/domain/desk-files';
import type { TransferLogFilters } from '@shared/domain/transfer-log';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import { errorText, t } from '../i18n';
import { countText } from '../format';
import { failed, safely } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The files the supervisor desk asks main to write: the log as CSV and a copy of the journal. Main
 * opens the dialog, writes, and tells the window how far it has come; the screen says where the
 * file went. One at a time.
 */
export const useDeskFilesStore = defineStore('desk-files', () => {
  const busy = ref(false);
  const progress = ref<string | null>(null);
  const done = ref<string | null>(null);
  const error = ref<string | null>(null);

  let listening = false;
  function listen(): void {
    if (listening) return;
    listening = true;
    remitDesk().on('deskProgress', (event: DeskProgressEvent) => {
      if (!busy.value) return;
      progress.value =
        event.task === 'csv'
          ? t('app.deskFiles.writingCsv', { rows: countText(event.rows) })
          : t('app.deskFiles.copyingJournal', { percent: event.percent });
    });
  }

  function start(what: string): void {
    listen();
    busy.value = true;
    done.value = null;
    error.value = null;
    progress.value = what;
  }

  async function exportCsv(filters: TransferLogFilters): Promise<void> {
    if (busy.value) return;
    start(t('app.deskFiles.chooseCsv'));
    const answer = await safely(
      () => remitDesk().exportLogCsv({ filters: plainCopy(filters) }),
      failed,
    );
    busy.value = false;
    progress.value = null;
    if (answer.ok) {
      const { rows, file } = answer.value;
      const what =
        rows === 1
          ? t('app.deskFiles.oneTransfer')
          : t('app.deskFiles.transfers', { rows: countText(rows) });
      done.value = t('app.deskFiles.csvWritten', { what, file });
    } else if (answer.error.code !== 'canceled') {
      error.value = errorText(answer.error);
    }
  }

  /** The end of day's report itself, as the A4 sheet holds it, for a spreadsheet. */
  async function exportEndOfDay(day: string): Promise<void> {
    if (busy.value) return;
    start(t('app.deskFiles.chooseCsv'));
    const answer = await safely(() => remitDesk().exportEndOfDayCsv({ day }), failed);
    busy.value = false;
    progress.value = null;
    if (answer.ok) {
      done.value = t('app.deskFiles.endOfDayWritten', { day, file: answer.value.file });
    } else if (answer.error.code !== 'canceled') {
      error.value = errorText(answer.error);
    }
  }

  async function backup(): Promise<void> {
    if (busy.value) return;
    start(t('app.deskFiles.chooseFolder'));
    const answer = await safely(() => remitDesk().backupJournal(), failed);
    busy.value = false;
    progress.value = null;
    if (answer.ok) {
      const { file, transfers } = answer.value;
      done.value = t('app.deskFiles.journalCopied', {
        transfers: countText(transfers),
        file,
      });
    } else if (answer.error.code !== 'canceled') {
      error.value = errorText(answer.error);
    }
  }

  function clear(): void {
    busy.value = false;
    progress.value = null;
    done.value = null;
    error.value = null;
  }

  clearedWhenSessionEnds(clear);

  return { busy, progress, done, error, exportCsv, exportEndOfDay, backup, clear };
});
