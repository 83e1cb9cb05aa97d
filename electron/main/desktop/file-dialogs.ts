/**
 * The operating system's file dialogs, asked from the main process: a file the admin picks is read
 * in main and a file the app writes is written by main, so neither the file's content (a private
 * key, credentials) nor the freedom to write anywhere ever belongs to the renderer. Electron's
 * `dialog` in the app (file-dialogs-electron.ts); the browser harness answers what a test programs.
 */
export interface FileFilter {
  /** "PEM key files" */
  name: string;
  /** Without the dot; `*` for every file. */
  extensions: string[];
}

export interface OpenFileRequest {
  /** The dialog's title: what the file is for, e.g. "Choose the private key file". */
  title: string;
  filters: FileFilter[];
}

export interface SaveFileRequest {
  title: string;
  /** The name the dialog offers, e.g. `remit-desk-test-public-key.pem`. */
  defaultName: string;
  filters: FileFilter[];
}

export interface ChooseFolderRequest {
  title: string;
}

export interface FileDialogs {
  /** The absolute path of the file the person chose, or null when they cancelled. */
  openFile(request: OpenFileRequest): Promise<string | null>;
  /** Where the person wants the file written, or null when they cancelled. */
  saveFile(request: SaveFileRequest): Promise<string | null>;
  /** The folder the person chose, or null when they cancelled. */
  chooseFolder(request: ChooseFolderRequest): Promise<string | null>;
}
