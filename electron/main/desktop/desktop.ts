import type { FileDialogs } from './file-dialogs';
import type { Printer } from './printer';
import type { Relauncher } from './relauncher';

/**
 * The operating system's facilities the main process asks for on a person's behalf. The app wires
 * Electron's (index.ts), the browser harness its own (scripts/harness/), and both through these
 * same interfaces, so the code that uses them is the same in both.
 */
export interface Desktop {
  dialogs: FileDialogs;
  printer: Printer;
  relauncher: Relauncher;
}

const NO_DESKTOP =
  // catalog-ignore: a developer's error: only a test or benchmark run, with no person, meets it
  'This Remit Desk process has no window, so it cannot show a file dialog, print or restart (it is a test or benchmark run).';

/**
 * For processes without a desktop (engine tests, benchmarks): every request fails loudly, so a
 * caller that needs a person's choice is never answered as if they had cancelled.
 */
export function noDesktop(): Desktop {
  const refuse = () => Promise.reject(new Error(NO_DESKTOP));
  return {
    dialogs: { openFile: refuse, saveFile: refuse, chooseFolder: refuse },
    printer: { print: refuse, pdf: refuse },
    relauncher: {
      relaunch() {
        throw new Error(NO_DESKTOP);
      },
    },
  };
}
