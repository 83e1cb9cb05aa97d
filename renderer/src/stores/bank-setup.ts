import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { BankSetupView } from '@shared/domain/bank-setup';
import type { EnvironmentName } from '@shared/domain/environments';
import type { RemitDeskApi } from '@shared/ipc/contract';
import { remitDesk } from '../bridge';
import type { Answer } from './ipc-failure';
import { errorText } from '../i18n';
import { failed, safely } from './ipc-failure';

type Operation = Exclude<keyof RemitDeskApi, 'on'>;

/**
 * The admin's bank connection, per environment: what main says about the address, the
 * credentials (set or not, never what), the signing keys' public halves and the last check. Each
 * action asks main and keeps the answer; nothing secret is ever held here.
 */
export const useBankSetupStore = defineStore('bank-setup', () => {
  const views = ref<Partial<Record<EnvironmentName, BankSetupView>>>({});
  const error = ref<string | null>(null);
  const loading = ref(false);

  async function load(environment: EnvironmentName): Promise<BankSetupView | null> {
    loading.value = true;
    const result = await safely(() => remitDesk().bankSetup({ environment }), failed);
    loading.value = false;
    if (!result.ok) {
      error.value = errorText(result.error);
      return null;
    }
    error.value = null;
    keep(result.value);
    return result.value;
  }

  function keep(view: BankSetupView): void {
    views.value = { ...views.value, [view.environment]: view };
  }

  /**
   * Calls an operation and, when it changed something, reloads the environment's view so every
   * part of the page shows what main holds now.
   */
  async function call<K extends Operation>(
    name: K,
    environment: EnvironmentName | null,
    run: (api: RemitDeskApi) => Promise<Answer<K>>,
  ): Promise<Answer<K>> {
    const result = await safely(() => run(remitDesk()), failed as () => Answer<K>);
    if (environment && (result as { ok: boolean }).ok) await load(environment);
    return result;
  }

  function clear(): void {
    views.value = {};
    error.value = null;
  }

  return { views, error, loading, load, keep, call, clear };
});
