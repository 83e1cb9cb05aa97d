/**
 * Puts text on the clipboard: the Clipboard API first, and where the window may not use it (the
 * app denies web permissions), the selected text of the field it is shown in, copied as Ctrl+C
 * would. False when neither worked; the text is still selected for the person to copy.
 */
export async function copyText(
  text: string,
  shownIn: HTMLTextAreaElement | null,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!shownIn) return false;
    shownIn.focus();
    shownIn.select();
    try {
      // The one copy that needs no permission: what Ctrl+C does on the selection.
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
