import { defineStore } from 'pinia';
import { shallowRef } from 'vue';
import {
  HEAD_OFFICE_ACTOR,
  IDENTITY_FLAGGER,
  operatorText,
  type OperatorName,
} from '@shared/domain/operators';
import { remitDesk } from '../bridge';
import { t } from '../i18n';
import { failed, safely } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The operators' names beside the ids the journal keeps, so the supervisors' and admins' screens
 * name a person where main hands over an id: the receipt log, the end of day, a transfer's page,
 * the suspicion flags and the bank connection's "by whom".
 */
export const useOperatorNamesStore = defineStore('operator-names', () => {
  const operators = shallowRef<OperatorName[]>([]);

  /** Supervisors and admins only: a clerk's screens name nobody but the clerk. */
  async function load(): Promise<void> {
    const answer = await safely(() => remitDesk().logOperators(), failed);
    if (answer.ok) operators.value = answer.value;
  }

  /**
   * `Jane Wanjiru (clerk.jane)`; the id alone until the names are read, or for an unknown id.
   * Head office, where the journal names it as the one who acted (D140), and the app, where it
   * flagged a transfer on its own (D160), in words.
   */
  function text(operatorId: string): string {
    if (operatorId === HEAD_OFFICE_ACTOR) return t('app.headOffice');
    if (operatorId === IDENTITY_FLAGGER) return t('app.name');
    return operatorText(
      operatorId,
      operators.value.find((o) => o.operatorId === operatorId)?.displayName,
    );
  }

  function clear(): void {
    operators.value = [];
  }

  clearedWhenSessionEnds(clear);

  return { operators, load, text, clear };
});
