/** Hands a file to the phone: the share sheet when it can share files, else a download. */
export async function shareOrSave(blob: Blob, fileName: string, share: boolean): Promise<void> {
  const file = new File([blob], fileName, { type: blob.type });
  const nav = navigator as Navigator & { canShare?: (data: { files: File[] }) => boolean };
  if (share && nav.canShare?.({ files: [file] })) {
    await nav.share({ files: [file], title: fileName });
    return;
  }
  saveFile(blob, fileName, !share);
}

/** Opens the file in a new tab (a PDF) or saves it under its name. */
export function saveFile(blob: Blob, fileName: string, open = false): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  if (open) link.target = '_blank';
  else link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
