import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { EnvironmentName } from '@shared/domain/environments';
import type { FirstLaunchView } from '@shared/domain/first-launch';
import { remitDesk } from '../bridge';
import type { Answer } from './ipc-failure';
import { errorText } from '../i18n';
import { failed, safely } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The first-launch wizard as main sees it: which steps are done (read from what each step's screen
 * saved), the environment being set up, and what stops the admin from finishing.
 */
export const useFirstLaunchStore = defineStore('first-launch', () => {
  const view = ref<FirstLaunchView | null>(null);
  const error = ref<string | null>(null);

  let listening = false;
  /** D50: whether a step is done follows every save, whichever screen made it. */
  function listen(): void {
    if (listening) return;
    listening = true;
    remitDesk().on('settingsChanged', () => {
      if (view.value) void load();
    });
  }

  async function load(): Promise<FirstLaunchView | null> {
    listen();
    const result = await safely(() => remitDesk().firstLaunch(), failed);
    if (!result.ok) {
      error.value = errorText(result.error);
      return null;
    }
    error.value = null;
    view.value = result.value;
    return result.value;
  }

  async function chooseEnvironment(
    environment: EnvironmentName,
  ): Promise<Answer<'chooseFirstLaunchEnvironment'>> {
    const result = await safely(
      () => remitDesk().chooseFirstLaunchEnvironment({ environment }),
      failed,
    );
    if (result.ok) view.value = result.value;
    return result;
  }

  async function finish(): Promise<Answer<'finishFirstLaunch'>> {
    const result = await safely(() => remitDesk().finishFirstLaunch(), failed);
    if (result.ok) view.value = result.value;
    return result;
  }

  function clear(): void {
    view.value = null;
    error.value = null;
  }

  clearedWhenSessionEnds(clear);

  return { view, error, load, chooseEnvironment, finish, clear };
});
