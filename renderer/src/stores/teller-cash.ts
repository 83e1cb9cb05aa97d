import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  TellerCashDayView,
  TellerCashView,
  TellerCountRequest,
  TellerFloatRequest,
} from '@shared/domain/teller-cash';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import { failed, keepAnswer, safely, type Answer } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * D118: the teller's cash from the renderer's side: the clerk's own (what they should hold, their
 * count) and every clerk's on a day beside the end of day (the floats a supervisor types). Main
 * works out every figure; this store asks and keeps what is on screen.
 */
export const useTellerCashStore = defineStore('teller-cash', () => {
  const mine = ref<TellerCashView | null>(null);
  const day = ref<TellerCashDayView | null>(null);
  const error = ref<string | null>(null);

  async function loadMine(): Promise<void> {
    keepAnswer(await safely(() => remitDesk().tellerCash(), failed), mine, error);
  }

  async function count(request: TellerCountRequest): Promise<Answer<'countTellerCash'>> {
    const answer = await safely(() => remitDesk().countTellerCash(plainCopy(request)), failed);
    if (answer.ok) mine.value = answer.value;
    return answer;
  }

  async function loadDay(which: string): Promise<void> {
    keepAnswer(await safely(() => remitDesk().tellerCashDay({ day: which }), failed), day, error);
  }

  async function setFloat(request: TellerFloatRequest): Promise<Answer<'setTellerFloat'>> {
    const answer = await safely(() => remitDesk().setTellerFloat(plainCopy(request)), failed);
    if (answer.ok) day.value = answer.value;
    return answer;
  }

  /** Amounts of a person's drawer: gone with the session that read them. */
  function clear(): void {
    mine.value = null;
    day.value = null;
    error.value = null;
  }
  clearedWhenSessionEnds(clear);

  return { mine, day, error, loadMine, count, loadDay, setFloat };
});
