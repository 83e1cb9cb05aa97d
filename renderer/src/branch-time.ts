import { ref } from 'vue';

/*
 * The branch's zone (D32) as the status last said it, for the one formatter of times (format.ts).
 * Reactive, so a screen drawn before the status arrived shows its times again in the right zone;
 * the workstation's own zone until then, which main also uses until the branch's country is set.
 */
const zone = ref<string>(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

export function branchTimeZone(): string {
  return zone.value;
}

export function setBranchTimeZone(timeZone: string): void {
  zone.value = timeZone;
}
