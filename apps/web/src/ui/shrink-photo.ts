/**
 * Phone cameras make photos larger than the 5 MB the server accepts and far larger than a
 * reviewer needs to read an ID card. A big photo is redrawn at most 2,400 pixels on its long side
 * as a JPEG before it is sent, which also makes the upload quicker on a mobile network.
 */
const maxSide = 2_400;
const shrinkAboveBytes = 2 * 1024 * 1024;

export async function shrinkPhoto(file: File): Promise<Blob> {
  if (file.size <= shrinkAboveBytes || typeof createImageBitmap === 'undefined') return file;
  try {
    // `from-image` applies the camera's rotation, so the redrawn photo stands the right way up.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    // A format this browser cannot draw goes as it is; the server decides.
    return file;
  }
}
